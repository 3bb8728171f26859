// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { submitAdmission, submitScholarship } from '../api/submissions.ts';
import { submissionTexts } from './texts.ts';
import { useSubmission } from './useSubmission.ts';

const receipt = { reference: 'ADM-7K3M-Q9XD', kind: 'admission', status: 'new', nextSteps: 'The office replies within two working days.' };
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const enquiry = { fullName: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', quota: 'convener' as const };
const fields = ['fullName', 'email', 'phone', 'quota'] as const;

afterEach(() => vi.unstubAllGlobals());

const headerOf = (init: RequestInit | undefined, name: string) => ((init?.headers ?? {}) as Record<string, string>)[name];

describe('sending a filled form', () => {
  it('sends once while a send is under way, and a retry after a failure keeps the same Idempotency-Key', async () => {
    let release: (response: Response) => void = () => {};
    const fetchMock = vi.fn<typeof fetch>().mockImplementationOnce(() => Promise.reject(new TypeError('Failed to fetch')));
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (release = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSubmission({ fields }));

    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    expect(result.current.formError).toBe(submissionTexts.network);

    let first: Promise<unknown> = Promise.resolve();
    let second: unknown;
    await act(async () => {
      first = result.current.send((key) => submitAdmission(enquiry, key));
      second = await result.current.send((key) => submitAdmission(enquiry, key));
    });
    expect(result.current.sending).toBe(true);
    expect(second).toBeNull();
    await act(async () => {
      release(json(201, receipt));
      await first;
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [firstKey, retryKey] = fetchMock.mock.calls.map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(firstKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(retryKey).toBe(firstKey);
    expect(result.current.receipt).toEqual(receipt);
    expect(result.current.sending).toBe(false);
  });

  it('makes a new key for the next filled form after a receipt', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(201, receipt));
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSubmission({ fields }));
    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    const [a, b] = fetchMock.mock.calls.map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(a).not.toBe(b);
  });

  it('shows a 400 beside the field it names and a 429 as the form message', async () => {
    const fetchMock = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(json(400, { statusCode: 400, error: 'Bad Request', message: 'phone must be 10 digits' }))
      .mockResolvedValueOnce(json(400, { statusCode: 400, error: 'Bad Request', message: 'Phone number must be 10 digits', field: 'phone' }))
      .mockResolvedValueOnce(
        json(429, { statusCode: 429, error: 'Too Many Requests', message: 'Too many submissions from your network. Please try again in a few minutes.' }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const { result } = renderHook(() => useSubmission({ fields }));
    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    expect(result.current.fieldErrors).toEqual({ phone: 'phone must be 10 digits' });
    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    expect(result.current.fieldErrors).toEqual({ phone: 'Phone number must be 10 digits' });
    expect(result.current.formError).toBe('');
    await act(() => result.current.send((key) => submitAdmission(enquiry, key)));
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.formError).toBe('Too many submissions from your network. Please try again in a few minutes.');
  });
});

describe('the multipart calls', () => {
  it('send files and fields as FormData, without a JSON content type', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => json(201, { ...receipt, kind: 'scholarship' }));
    vi.stubGlobal('fetch', fetchMock);
    const pdf = (name: string) => new File(['%PDF-1.4\n%%EOF'], name, { type: 'application/pdf' });
    await submitScholarship(
      {
        fullName: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        academicPercentage: '92.5',
        enrollmentNumber: 'BPT1',
        personalStatement: 'Why',
        communityInvolvement: 'Camps',
        website: '',
        incomeCertificate: pdf('income.pdf'),
        recommendationLetter: pdf('letter.pdf'),
        academicTranscript: pdf('transcript.pdf'),
      },
      'key-1',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/submissions/scholarship');
    expect(init?.body).toBeInstanceOf(FormData);
    const body = init?.body as FormData;
    expect(body.get('academicPercentage')).toBe('92.5');
    expect((body.get('recommendationLetter') as File).name).toBe('letter.pdf');
    expect(headerOf(init, 'Content-Type')).toBeUndefined();
    expect(headerOf(init, 'Idempotency-Key')).toBe('key-1');
  });
});
