import {
  countAudience,
  createAudience,
  exportAudience,
  getAudience,
  listAudiences,
  updateAudience,
} from '@adcontrol/domain/audiences/contracts';
import { recordWrite } from '../http/recorder';
import { audienceRequest, COUNTRIES, uniqueName } from './payloads';
import { type Action, between, pick } from './user-state';

/** The audience screen counting as filters change: a few counts in a row, as a person edits. */
export const countAudiences: Action = async (user) => {
  for (let edit = 0; edit < between(1, 3); edit += 1) {
    const country = pick(COUNTRIES) ?? 'CL';
    await user.session.call(countAudience, {
      body: { filters: audienceRequest('count', country, edit).filters },
    });
  }
};

export const saveAudience: Action = async (user) => {
  if (user.audiences.length >= 4) return renameAudience(user);
  const name = uniqueName('Soak audience');
  const country = pick(COUNTRIES) ?? 'CL';
  const answer = await user.session.call(createAudience, {
    body: audienceRequest(name, country, between(0, 3)),
  });
  recordWrite({
    user: user.name,
    kind: 'audience.create',
    entity: 'audience',
    id: answer.status === 201 ? answer.body._id : null,
    key: name,
    value: name,
    status: answer.status,
  });
  if (answer.status === 201) user.audiences.push({ id: answer.body._id, name });
};

export const renameAudience: Action = async (user) => {
  const audience = pick(user.audiences);
  if (!audience) return saveAudience(user);
  await user.session.call(getAudience, { params: { id: audience.id } });
  const name = uniqueName('Soak audience');
  const answer = await user.session.call(updateAudience, { params: { id: audience.id }, body: { name } });
  recordWrite({
    user: user.name,
    kind: 'audience.rename',
    entity: 'audience',
    id: audience.id,
    key: name,
    value: name,
    status: answer.status,
  });
  if (answer.status === 200) audience.name = name;
};

/** The audience list, then an export of one (CSV, streamed). */
export const exportOneAudience: Action = async (user) => {
  const list = await user.session.call(listAudiences, { query: { page: 1, limit: 30 } });
  const id = pick(user.audiences)?.id ?? (list.status === 200 ? pick(list.body.items)?._id : undefined);
  if (id === undefined) return;
  await user.session.call(exportAudience, { params: { id }, query: {} }, { isDownload: true });
};
