import { workflowsApi } from '../../../runtime/api';
import { WorkflowFieldsSchema, type Workflow } from '../../../model/api/schemas/workflows';
import { WORKFLOWS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `workflows` (WORKFLOW_READ; writing WORKFLOW_WRITE): the workflows a StartWorkflowButton starts, with their steps
 * as JSON (`[{"name", "kind", "config"}]`, docs/api.md, Workflows).
 */
const WORKFLOWS_CONFIG: SimpleResourceConfig<Workflow> = {
  resource: 'workflows',
  prefix: 'workflows',
  descriptor: WORKFLOWS,
  schema: WorkflowFieldsSchema,
  nameField: 'name',
  intro: 'workflows.intro',
  initial: { active: true, steps: [] },
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'description', kind: 'textarea', inList: true },
    { name: 'active', inList: true },
    { name: 'steps', kind: 'json' },
  ],
  api: simpleApi(WORKFLOWS, workflowsApi),
};

export default function WorkflowsPage() {
  return <SimpleResourcePage config={WORKFLOWS_CONFIG} />;
}
