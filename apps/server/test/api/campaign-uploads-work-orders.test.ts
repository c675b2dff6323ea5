import { rename, rm, writeFile } from 'node:fs/promises';
import { CAMPAIGN_UPLOADS } from '@adcontrol/domain/campaigns/draft-contracts';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { pdf, xlsx } from '../helpers/documents';
import { minimalMp4 } from '../helpers/mp4';
import { campaignUploads, picture } from './campaign-uploads-fixtures';

const { post, served, stored, uploadsDir, urlPattern } = campaignUploads();

/** The smallest Word document: its content types, its package relations and one paragraph. */
async function docx(): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Orden de trabajo</w:t></w:r></w:p></w:body></w:document>',
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

describe('POST /campaigns/odt', () => {
  it('stores PDF, XLSX and DOCX documents and serves them as downloads', async () => {
    const response = await post(
      '/campaigns/odt',
      [
        { field: 'odt', bytes: pdf(), name: 'pago.pdf' },
        { field: 'odt', bytes: await xlsx('orden'), name: 'orden.xlsx' },
        { field: 'odt', bytes: await docx(), name: 'orden.docx' },
      ],
      { new_campaign_name: 'Verano 2026' },
    );
    expect(response.statusCode).toBe(201);
    const answer = response.json();
    expect(answer.map((file: { type: string; name: string }) => [file.name, file.type])).toEqual([
      ['pago.pdf', 'application/pdf'],
      ['orden.xlsx', CAMPAIGN_UPLOADS.workOrder.types[1]],
      ['orden.docx', CAMPAIGN_UPLOADS.workOrder.types[2]],
    ]);
    expect(answer[0].url).toMatch(urlPattern('pdf'));
    const file = await served(answer[0].url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment');
    expect(file.body).toBe(pdf().toString());
  });

  it('takes a video instead of documents', async () => {
    const response = await post('/campaigns/odt', [{ field: 'video', bytes: minimalMp4(30), name: 'v.mp4' }]);
    expect(response.statusCode).toBe(201);
    // The answer is the contract's list of uploaded files: the length is checked (2 min), not returned.
    expect(response.json()).toEqual([expect.objectContaining({ type: 'video/mp4', name: 'v.mp4' })]);
  });

  it(`takes at most ${CAMPAIGN_UPLOADS.workOrder.maxFiles} documents`, async () => {
    const before = await stored();
    const documents = Array.from({ length: CAMPAIGN_UPLOADS.workOrder.maxFiles + 1 }, (_, index) => ({
      field: 'odt',
      bytes: pdf(),
      name: `pago-${index}.pdf`,
    }));
    const response = await post('/campaigns/odt', documents);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have exceeded the limit of allowed items.');
    expect(await stored()).toEqual(before);

    const allowed = await post('/campaigns/odt', documents.slice(1));
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json()).toHaveLength(CAMPAIGN_UPLOADS.workOrder.maxFiles);
  });

  it('refuses the whole request when one document is not a PDF, XLSX or DOCX, and keeps none', async () => {
    const before = await stored();
    const response = await post('/campaigns/odt', [
      { field: 'odt', bytes: pdf(), name: 'pago.pdf' },
      { field: 'odt', bytes: await picture().png().toBuffer(), name: 'orden.pdf', type: 'application/pdf' },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('Invalid file, please read the supported formats carefully.');
    expect(await stored()).toEqual(before);
  });

  it('refuses a document over its limit, and a campaign name with symbols', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(CAMPAIGN_UPLOADS.workOrder.maxBytes)]);
    const response = await post('/campaigns/odt', [{ field: 'odt', bytes: big, name: 'big.pdf' }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'odt: must be 5 MB or smaller', field: 'odt' });

    // Past the largest limit of the request (a video's 50 MB), a document still gets its own limit.
    const huge = Buffer.concat([pdf(), Buffer.alloc(CAMPAIGN_UPLOADS.video.maxBytes)]);
    const stopped = await post('/campaigns/odt', [{ field: 'odt', bytes: huge, name: 'huge.pdf' }]);
    expect(stopped.statusCode).toBe(413);
    expect(stopped.json().message).toBe('odt: must be 5 MB or smaller');

    const named = await post('/campaigns/odt', [{ field: 'odt', bytes: pdf(), name: 'p.pdf' }], {
      new_campaign_name: 'Verano <2026>',
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().field).toBe('new_campaign_name');
  });

  it('answers the upload-failed message when the storage can not keep the file', async () => {
    // A plain file where the folder should be makes every write fail, whoever the tests run as.
    const dir = uploadsDir();
    await rename(dir, `${dir}-aside`);
    await writeFile(dir, 'not a folder');
    try {
      const response = await post('/campaigns/odt', [{ field: 'odt', bytes: pdf(), name: 'p.pdf' }]);
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: 'INTERNAL',
        message: 'Unexpected error uploading file, please try again',
      });
    } finally {
      await rm(dir);
      await rename(`${dir}-aside`, dir);
    }
  });
});
