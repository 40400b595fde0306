// Projects: bundles of chats a plan grants together.
import type { Tollgate } from '../../client/tollgate.js';
import { directoryOf } from '../ui/directory.js';
import { Field, FormError, Submit, useSubmit } from '../ui/form.js';
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
      <Allowed power="projects.change" what="Creating projects">
        <form
          aria-label="New project"
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
          <Field label="Project name" name="project_name" form={form}>
            {(p) => <input {...p} />}
          </Field>
          <fieldset>
            <legend>Chats it bundles</legend>
            <Loaded state={chats} what="chats">
              {(all) =>
                all.length ? (
                  all.map((c) => (
                    <label class="check" key={c.chat_id}>
                      <input type="checkbox" name="chat_ids" value={String(c.chat_id)} /> {c.chat_name}
                    </label>
                  ))
                ) : (
                  <p class="muted">Add chats first.</p>
                )
              }
            </Loaded>
            {form.fieldError('chat_ids') && <small class="field-error">{form.fieldError('chat_ids')}</small>}
          </fieldset>
          <FormError form={form} shown={['project_name', 'chat_ids']} />
          <Submit form={form}>Create project</Submit>
        </form>
      </Allowed>
      <h2>Projects</h2>
      <PagedView list={list} what="projects" empty="No projects yet.">
        {(projects) => (
          <Table
            caption="Projects"
            rows={projects}
            rowKey={(p) => p.project_id}
            columns={[
              { label: 'Project', cell: (p) => `${p.project_id}. ${p.project_name}` },
              { label: 'Chats', cell: (p) => p.chat_ids.map(nameOf).join(', ') },
              { label: 'Created', cell: (p) => <When iso={p.created_at} dir={dir} date /> },
            ]}
          />
        )}
      </PagedView>
    </>
  );
}
