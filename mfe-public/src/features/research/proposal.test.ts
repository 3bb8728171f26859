import { describe, expect, it } from 'vitest';
import { buildProposalMessage, chatLink, emptyProposal, truncateDescription, validateProposal, validateProposalDocument } from './proposal.ts';

const filled = { name: 'Asha', email: 'asha@example.com', topic: 'gait, stroke ,', title: 'Gait after stroke', description: 'Short study.' };

describe('research proposal', () => {
  it('requires every field', () => {
    expect(validateProposal(emptyProposal)).toBe('Please fill out all required fields.');
    expect(validateProposal({ ...filled, title: '   ' })).toBe('Please fill out all required fields.');
    expect(validateProposal({ ...filled, email: 'not-an-email' })).toBe('Please enter a valid email address.');
    expect(validateProposal(filled)).toBeNull();
  });

  it('accepts only PDFs up to 5MB', () => {
    expect(validateProposalDocument(new File(['x'], 'a.pdf', { type: 'application/pdf' }))).toBeNull();
    expect(validateProposalDocument(new File(['x'], 'a.docx', { type: 'application/msword' }))).toBe('Only PDF files are allowed.');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    expect(validateProposalDocument(big)).toMatch(/larger than 5MB/);
    const exact = new File([new Uint8Array(5 * 1024 * 1024)], 'ok.pdf', { type: 'application/pdf' });
    expect(validateProposalDocument(exact)).toBeNull();
  });

  it('cuts the description to 200 characters only when longer', () => {
    expect(truncateDescription('a'.repeat(200))).toBe('a'.repeat(200));
    expect(truncateDescription('a'.repeat(201))).toBe(`${'a'.repeat(200)}... [Truncated]`);
  });

  it('builds the message lines and the chat link', () => {
    const message = buildProposalMessage(filled, true);
    expect(message.split('\n')).toEqual([
      '*New Research Proposal*',
      'Name: Asha',
      'Email: asha@example.com',
      'Topic: gait, stroke',
      'Title: Gait after stroke',
      'Description: Short study.',
      'Supporting Document: Attached (will be sent separately)',
    ]);
    expect(buildProposalMessage(filled, false)).toContain('Supporting Document: Not attached');
    const link = chatLink('910000000001', message);
    expect(link.startsWith('https://wa.me/910000000001?text=')).toBe(true);
    expect(decodeURIComponent(new URL(link).searchParams.get('text') ?? '')).toBe(message);
  });
});
