import { NavLink, useParams } from 'react-router-dom';
import '../../components/records.css';
import { DuesPage } from './DuesPage.tsx';
import { CollectionRegisterPage } from './CollectionRegisterPage.tsx';
import { FeePlansPage } from './FeePlansPage.tsx';
import { feesPageOf, feesPaths } from './feesPaths.ts';
import { ReceiptPage } from './ReceiptPage.tsx';
import { StudentFeesPage } from './StudentFeesPage.tsx';
import './fees.css';

/** Fees: dues, fee plans and the collection register; a student's fees and a payment's receipt have pages of their own. */
export default function FeesSection() {
  const page = feesPageOf(useParams()['*']);
  if (page.kind === 'receipt') return <ReceiptPage paymentId={page.id} />;
  if (page.kind === 'student') return <StudentFeesPage studentId={page.id} />;
  return (
    <section aria-labelledby="fees-heading">
      <h1 id="fees-heading">Fees</h1>
      <nav aria-label="Fees pages" className="fees-tabs">
        <NavLink to={feesPaths.dues} end className="ui-button ui-button--secondary">
          Dues
        </NavLink>
        <NavLink to={feesPaths.plans} className="ui-button ui-button--secondary">
          Fee plans
        </NavLink>
        <NavLink to={feesPaths.register} className="ui-button ui-button--secondary">
          Collection register
        </NavLink>
      </nav>
      {page.kind === 'plans' ? <FeePlansPage /> : page.kind === 'register' ? <CollectionRegisterPage /> : <DuesPage />}
    </section>
  );
}
