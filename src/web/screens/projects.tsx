// Projects: bundles of chats a plan grants together.
import type { Tollgate } from '../../client/tollgate.js';
import { t } from '../i18n.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
import { separator } from '../ui/format.js';
import { useLoad } from '../ui/load.js';
import { PagedView, usePaged } from '../ui/paged.js';
import { Loaded } from '../ui/states.js';
import { Allowed } from '../ui/level.js';
import { Table } from '../ui/table.js';
import { When } from '../ui/values.js';

export function Projects({ client }: { client: Tollgate }) {
  const form = useSubmit();
  const chats = useLoad(async () => {
    const all = [];
    for await (const chat of client.paginate(client.listChats, { limit: 100 })) all.push(chat);
    return all;
  }, [client]);
  const dir = directoryOf(client);
  const list = usePaged(async (cursor) => (await Promise.all([client.listProjects({ cursor, limit: 100 }), dir.know()]))[0], [client]);
  const nameOf = (id: number) => chats.data?.find((c) => c.chat_id === id)?.chat_name ?? String(id);
  return (
    <>
      <Allowed power="projects.change" what={t('projects-what')}>
        <form
          aria-label={t('projects-new')}
          onSubmit={(e) => {
            e.preventDefault();
            const target = e.currentTarget;
            const data = new FormData(target);
            const body = { project_name: String(data.get('project_name') ?? ''), chat_ids: data.getAll('chat_ids').map(Number) };
            void form
              .run(() => client.createProject(body))
              .then((ok) => {
                if (!ok) return;
                target.reset();
                list.reload();
              });
          }}
        >
          <Field label={t('projects-name')} name="project_name" form={form}>
            {(p) => <input {...p} />}
          </Field>
          <fieldset>
            <legend>{t('projects-chats-bundled')}</legend>
            <Loaded state={chats} loading={t('chats-loading')}>
              {(all) =>
                all.length ? (
                  all.map((c) => (
                    <label class="check" key={c.chat_id}>
                      <input type="checkbox" name="chat_ids" value={String(c.chat_id)} /> {c.chat_name}
                    </label>
                  ))
                ) : (
                  <p class="muted">{t('projects-add-chats-first')}</p>
                )
              }
            </Loaded>
            {form.fieldError('chat_ids') && <small class="field-error">{form.fieldError('chat_ids')}</small>}
          </fieldset>
          <FormError form={form} shown={['project_name', 'chat_ids']} />
          <Submit form={form}>{t('projects-create')}</Submit>
        </form>
      </Allowed>
      <h2>{t('screen-projects')}</h2>
      <PagedView list={list} loading={t('projects-loading')} more={t('projects-more')} empty={t('projects-empty')}>
        {(projects) => (
          <Table
            caption={t('screen-projects')}
            rows={projects}
            rowKey={(p) => p.project_id}
            columns={[
              { label: t('projects-project'), cell: (p) => `${p.project_id}. ${p.project_name}` },
              { label: t('screen-chats'), cell: (p) => p.chat_ids.map(nameOf).join(separator()) },
              { label: t('column-created'), cell: (p) => <When iso={p.created_at} dir={dir} date /> },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
