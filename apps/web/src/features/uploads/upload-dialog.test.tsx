import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { mockFetch, type MockAnswer } from '../../testing/fetch-mock.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { signInForEachTest } from '../../testing/signed-in-session.ts';

const LIST = 'GET /projectapi/v1/projects';
const STATUS = 'GET /esxfileapi/v1/projects/upload/status';
const PAGE_CONFIG: MockAnswer = {
  body: { featureFlags: {}, allowedRedirectHosts: [], optimizerBaseUrl: null, plannerBaseUrl: null, releaseNotesVersion: 'june-26-2025' },
};

const NEW_PROJECT = {
  projectId: 'p-new',
  name: 'F1',
  projectType: 'MEASURED',
  status: 'COMPLETED',
  projectVersion: 1,
  country: null,
  city: null,
  location: null,
  latitude: null,
  longitude: null,
  ownerId: 'user-1',
  ownerEmail: 'ada@example.com',
  role: 'OWNER',
  canWrite: true,
  canShare: true,
  floorPlanCount: 1,
  accessPointCount: 5,
  regulatoryDomain: null,
  createdAt: '2025-06-01T10:00:00Z',
  updatedAt: '2025-06-01T10:00:00Z',
  tags: [],
  users: [],
};

interface SentRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

/** Stands in for the browser's XMLHttpRequest: reports progress in two steps, then answers `status`. */
function fakeXhr(answer: { status: number; responseText?: string } | 'network-error') {
  const sent: SentRequest[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    private request: SentRequest = { method: '', url: '', headers: {}, body: null };
    open(method: string, url: string) {
      this.request = { ...this.request, method, url };
    }
    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }
    send(body: Blob) {
      sent.push({ ...this.request, body });
      setTimeout(() => {
        this.upload.onprogress?.({ loaded: body.size / 2, total: body.size, lengthComputable: true });
        if (answer === 'network-error') return this.onerror?.();
        this.status = answer.status;
        this.responseText = answer.responseText ?? '';
        this.onload?.();
      }, 5);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

function chooseFiles(...files: File[]) {
  const input = screen.getByLabelText('Project file (.esx) or survey data (.csv)') as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  fireEvent.change(input);
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload project' }));
  return screen.findByRole('dialog', { name: 'Upload project' });
}

function uploadRoutes(statusAnswer: MockAnswer): Record<string, MockAnswer> {
  return {
    'GET /api/page-config': PAGE_CONFIG,
    [LIST]: { body: [] },
    'POST /esxfileapi/v1/projects/upload/initiate': {
      body: { url: '/esxfileapi/v1/projects/upload/blob/u1?token=t1', fileUploadId: 'u1' },
    },
    'POST /esxfileapi/v1/projects/upload/commit': { body: { fileUploadId: 'u1', status: 'COMMIT_IN_PROGRESS' } },
    [STATUS]: statusAnswer,
  };
}

signInForEachTest();

describe('upload dialog', () => {
  it('uploads an .esx file to completion, offers to open the project and refreshes the list', async () => {
    const routes = uploadRoutes({ body: { status: 'COMMITTED', projectId: 'p-new', rollbackReason: null } });
    const { calls } = mockFetch(routes);
    const sent = fakeXhr({ status: 200, responseText: '{"size":4}' });
    renderApp('/insights');
    await screen.findByTestId('projects-empty');
    const dialog = await openDialog();
    routes[LIST] = { body: [NEW_PROJECT] };
    chooseFiles(new File(['PK..'], 'F1.esx'));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress F1.esx' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    const row = within(dialog).getByTestId('upload-row');
    expect(within(row).getByTestId('upload-status').textContent).toBe('Completed');
    expect(within(row).getByRole('link', { name: 'Open project' }).getAttribute('href')).toBe('/projects/p-new');

    expect(JSON.parse(calls.find((call) => call.url.endsWith('/initiate'))?.body ?? '{}')).toEqual({
      fileName: 'F1.esx',
      fileExtension: 'esx',
    });
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/esxfileapi/v1/projects/upload/blob/u1?token=t1',
      headers: { 'Content-Type': 'application/octet-stream' },
    });
    expect(JSON.parse(calls.find((call) => call.url.endsWith('/commit'))?.body ?? '{}')).toEqual({ fileUploadId: 'u1' });
    expect(calls.find((call) => call.url.startsWith('/esxfileapi/v1/projects/upload/status'))?.url).toBe(
      '/esxfileapi/v1/projects/upload/status?fileUploadId=u1',
    );
    await screen.findByRole('rowheader', { name: 'F1' });
  });

  it('sends a survey .csv as a CSV upload', async () => {
    const { calls } = mockFetch(uploadRoutes({ body: { status: 'COMMITTED', projectId: 'p-walk', rollbackReason: null } }));
    fakeXhr({ status: 200, responseText: '{"size":4}' });
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['x,y\n'], 'ilc-walk.csv'));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress ilc-walk.csv' });
    await waitFor(() => expect(bar.getAttribute('aria-valuenow')).toBe('100'));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(within(within(dialog).getByTestId('upload-row')).getByRole('link', { name: 'Open project' }).getAttribute('href')).toBe(
      '/projects/p-walk',
    );
    expect(JSON.parse(calls.find((call) => call.url.endsWith('/initiate'))?.body ?? '{}')).toEqual({
      fileName: 'ilc-walk.csv',
      fileExtension: 'csv',
    });
  });

  it('refuses files that are neither .esx nor .csv, without sending anything', async () => {
    const { calls } = mockFetch(uploadRoutes({ body: {} }));
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['hello'], 'notes.txt'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('notes.txt is not an .esx, .csv or Cisco map archive file.');
    expect(within(dialog).queryByTestId('upload-row')).toBeNull();
    expect(calls.some((call) => call.url.includes('/upload/'))).toBe(false);
  });

  it("shows the server's rollback reason when the file is refused", async () => {
    mockFetch(
      uploadRoutes({
        body: { status: 'ROLLED_BACK', projectId: null, rollbackReason: 'This is not a valid .esx file (not a ZIP archive).' },
      }),
    );
    fakeXhr({ status: 200 });
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['hello'], 'fake.esx'));
    const row = await within(dialog).findByTestId('upload-row');
    await waitFor(() => expect(within(row).getByTestId('upload-status').textContent).toBe('Failed'));
    expect(within(row).getByRole('alert').textContent).toContain('This is not a valid .esx file (not a ZIP archive).');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });

  it('says the upload could not start when initiate fails', async () => {
    const routes = uploadRoutes({ body: {} });
    routes['POST /esxfileapi/v1/projects/upload/initiate'] = {
      status: 429,
      body: { message: 'Too many uploads started in the last hour. Try again later.' },
    };
    mockFetch(routes);
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['PK'], 'a.esx'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not start the upload process');
    expect(alert.textContent).toContain('Too many uploads started in the last hour.');
  });

  it('names the file when the transfer fails, and the network when there is no answer', async () => {
    mockFetch(uploadRoutes({ body: {} }));
    fakeXhr({ status: 413, responseText: JSON.stringify({ message: 'The file is too large.' }) });
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['PK'], 'big.esx'));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Could not upload big.esx');
    fakeXhr('network-error');
    chooseFiles(new File(['PK'], 'offline.esx'));
    await waitFor(() => expect(within(dialog).getAllByRole('alert')).toHaveLength(2));
    expect(within(dialog).getAllByRole('alert')[0]?.textContent).toContain('Network error or request aborted');
  });

  it('sends a Cisco map archive for conversion and, when it is refused, says it could not be converted and why', async () => {
    const routes = uploadRoutes({ body: {} });
    const reason = 'The archive is not a Cisco map export we can read: it holds no xmlDir/MapsImportExport.xml.';
    routes['POST /esxfileapi/v1/projects/cisco/ciscoDnacUpload'] = {
      status: 422,
      body: { message: reason },
      headers: { 'Content-Type': 'application/json' },
    };
    const requests = mockFetch(routes);
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['not really a tar'], 'broken.tar.gz'));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Could not convert broken.tar.gz');
    expect(alert.textContent).toContain('it holds no xmlDir/MapsImportExport.xml');
    const sent = requests.calls.find((call) => call.url.endsWith('/ciscoDnacUpload'));
    expect(JSON.parse(sent!.body!)).toEqual({ base64ZipFile: btoa('not really a tar') });
    expect(requests.calls.some((call) => call.url.includes('/upload/initiate'))).toBe(false);
  });

  it('runs several uploads side by side, each in its own row', async () => {
    mockFetch(uploadRoutes({ body: { status: 'COMMITTED', projectId: 'p-new', rollbackReason: null } }));
    fakeXhr({ status: 200 });
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['PK'], 'one.esx'), new File(['PK'], 'two.esx'));
    expect(await within(dialog).findByRole('progressbar', { name: 'Upload progress one.esx' })).toBeTruthy();
    expect(within(dialog).getByRole('progressbar', { name: 'Upload progress two.esx' })).toBeTruthy();
    await waitFor(() => expect(within(dialog).getAllByText('Completed')).toHaveLength(2));
  });

  it('keeps uploading after the dialog is closed and says how it ended', async () => {
    mockFetch(uploadRoutes({ body: { status: 'ROLLED_BACK', projectId: null, rollbackReason: 'Not a ZIP archive.' } }));
    fakeXhr({ status: 200 });
    renderApp('/insights');
    const dialog = await openDialog();
    chooseFiles(new File(['PK'], 'later.esx'));
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(await screen.findByText('later.esx was not uploaded')).toBeTruthy();
    expect(screen.getByText('Not a ZIP archive.')).toBeTruthy();
  });
});
