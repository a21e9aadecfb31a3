/**
 * The lesson editor: images pasted or chosen are uploaded with a required text alternative (a
 * dialog, never a browser prompt), callouts and the lesson's media, and a preview as the student
 * sees it, cleaned by the server.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { fakeDataProvider } from './support/fakeProviders';
import { renderConsole } from './support/renderConsole';

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'calm-lake.png', { type: 'image/png' });

async function lessonContent(): Promise<HTMLElement> {
  return screen.findByRole('textbox', { name: 'Content' }, { timeout: 30_000 });
}

/** A paste of files, as a browser hands it to the editor. */
function pasteFiles(target: HTMLElement, files: File[]) {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', {
    value: { files, items: [], types: ['Files'], getData: () => '' },
  });
  fireEvent(target, event);
}

/**
 * A drop of files where the pointer is. jsdom lays nothing out, so the point is answered by the
 * element given: the editor reads where the drop landed from it.
 */
function dropFiles(target: HTMLElement, at: Element, files: File[]) {
  Object.defineProperty(document, 'elementFromPoint', { configurable: true, value: () => at });
  const event = new Event('drop', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'dataTransfer', {
    value: { files, items: [], types: ['Files'], getData: () => '', dropEffect: 'copy' },
  });
  Object.assign(event, { clientX: 1, clientY: 1 });
  fireEvent(target, event);
}

describe('the lesson editor', () => {
  it('asks for an image’s alt text when one is pasted, refuses it blank, then puts the uploaded image in the text', async () => {
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, 'prompt');
    const { dataProvider } = renderConsole('/dashboard/admin/lessons/create');
    const content = await lessonContent();
    const image = png();
    pasteFiles(content, [image]);

    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(within(dialog).getByText('Describe the image: alt text is required.')).toBeInTheDocument();
    expect(dataProvider.uploadImage).not.toHaveBeenCalled();

    await user.type(within(dialog).getByRole('textbox', { name: /Alt text/ }), 'A calm lake at dawn');
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add an image' })).toBeNull());
    expect(dataProvider.uploadImage).toHaveBeenCalledWith(image, 'calm-lake.png');
    const shown = await within(content).findByRole('img', { name: 'A calm lake at dawn' });
    expect(shown).toHaveAttribute('src', `/uploads/${'ab'.repeat(16)}.png`);
    expect(prompt).not.toHaveBeenCalled();
  });

  it('asks for the alt text of an image dropped into the text, and puts it there', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/lessons/create');
    const content = await lessonContent();
    try {
      dropFiles(content, content.querySelector('p') ?? content, [png()]);
      const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
      await user.type(
        within(dialog).getByRole('textbox', { name: /Alt text/ }),
        'Stones balanced by a river',
      );
      await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
      expect(
        await within(content).findByRole('img', { name: 'Stones balanced by a river' }),
      ).toBeInTheDocument();
      expect(dataProvider.uploadImage).toHaveBeenCalledTimes(1);
    } finally {
      delete (document as { elementFromPoint?: unknown }).elementFromPoint;
    }
  });

  it('adds an image chosen from the toolbar, with its alt text', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/lessons/create');
    const content = await lessonContent();
    await user.click(screen.getByRole('button', { name: 'Image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await user.type(within(dialog).getByRole('textbox', { name: /Alt text/ }), 'A hand on a tree trunk');
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(within(dialog).getByText('Choose an image to add.')).toBeInTheDocument();
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await user.upload(input, png());
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(await within(content).findByRole('img', { name: 'A hand on a tree trunk' })).toBeInTheDocument();
    expect(dataProvider.uploadImage).toHaveBeenCalledTimes(1);
  });

  it('says so in the dialog when the upload is refused, keeping what was typed', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.uploadImage.mockRejectedValueOnce(
      new HttpError('The image is larger than 5 MB.', 413, { message: 'The image is larger than 5 MB.' }),
    );
    // react-admin logs every refused provider call in development; this refusal is expected.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderConsole('/dashboard/admin/lessons/create', { dataProvider });
    pasteFiles(await lessonContent(), [png()]);
    const dialog = await screen.findByRole('dialog', { name: 'Add an image' });
    await user.type(within(dialog).getByRole('textbox', { name: /Alt text/ }), 'A lake');
    await user.click(within(dialog).getByRole('button', { name: 'Add image' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The image could not be added: The image is larger than 5 MB.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Alt text/ })).toHaveValue('A lake');
    expect(logged).toHaveBeenCalledTimes(1);
  });

  it('makes a callout and places the lesson’s media, and previews them cleaned, with the student site’s styles', async () => {
    const user = userEvent.setup();
    const { dataProvider } = renderConsole('/dashboard/admin/lessons/create');
    const content = await lessonContent();
    await user.click(screen.getByRole('button', { name: 'Callout' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Tip' }));
    const callout = await within(content).findByRole('note');
    expect(callout).toHaveTextContent('Tip');
    await user.click(screen.getByRole('button', { name: 'Lesson media' }));
    expect(await within(content).findByText('The lesson’s video or audio plays here')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview' });
    const page = await within(preview).findByTitle('The text as a student will see it');
    const sent = dataProvider.previewRichText.mock.calls[0][0];
    expect(sent).toContain('<div class="callout" role="note">');
    expect(sent).toContain('<div data-lesson-media=""></div>');
    const document = new DOMParser().parseFromString(page.getAttribute('srcdoc') ?? '', 'text/html');
    const lesson = document.querySelector('.lesson__content.prose');
    expect(lesson?.querySelector('[role=note] .callout-label')?.textContent).toBe('Tip');
    // The marker's place, where the student's player will be.
    expect(lesson?.textContent).toContain('The lesson’s video or audio plays here');
    expect(lesson?.querySelector('[contenteditable]')).toBeNull();
    // The student site's own style sheets (empty here: the test build leaves CSS out).
    expect(document.querySelectorAll('head style')).toHaveLength(2);
    expect(page).toHaveAttribute('sandbox', '');
  });

  it('shows in the preview only what the server keeps', async () => {
    const user = userEvent.setup();
    const dataProvider = fakeDataProvider();
    dataProvider.previewRichText.mockResolvedValueOnce('<p>Kept</p>');
    renderConsole('/dashboard/admin/lessons/create', { dataProvider });
    await lessonContent();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const page = await screen.findByTitle('The text as a student will see it');
    expect(page.getAttribute('srcdoc')).toContain('<div class="lesson__content prose"><p>Kept</p></div>');
  });

  it('asks a link’s address in a dialog, refusing one the server would drop', async () => {
    const user = userEvent.setup();
    const prompt = vi.spyOn(window, 'prompt');
    renderConsole('/dashboard/admin/lessons/create');
    const content = await lessonContent();
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a link' });
    const address = within(dialog).getByRole('textbox', { name: /Address/ });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    expect(within(dialog).getByText(/Give a web address/)).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'https://www.nhs.uk/mental-health/');
    await user.click(within(dialog).getByRole('button', { name: 'Save link' }));
    const link = await within(content).findByRole('link', { name: 'https://www.nhs.uk/mental-health/' });
    expect(link).toHaveAttribute('href', 'https://www.nhs.uk/mental-health/');
    expect(prompt).not.toHaveBeenCalled();
  });

  it('offers the lesson’s media only in a lesson', async () => {
    renderConsole('/dashboard/admin/faqs/create');
    await screen.findByRole('textbox', { name: /Answer/ }, { timeout: 30_000 });
    expect(screen.getByRole('button', { name: 'Callout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Lesson media' })).toBeNull();
  });
});
