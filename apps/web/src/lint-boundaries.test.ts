// @vitest-environment node
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The import boundaries are lint rules (eslint.config.mjs, `boundaries/imports`); this proves they
 * fire, by linting a line of code as if it sat in each layer.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function crossings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'boundaries/imports').map((m) => m.message);
}

// Loading ESLint's config and plugins takes seconds on a busy machine: once, before the tests.
beforeAll(() => eslint.calculateConfigForFile(path.join(root, 'apps/web/src/lib/x.ts')), 60_000);

describe('import boundaries', () => {
  it('a feature never imports another feature, but may import itself, components and lib', async () => {
    const file = 'apps/web/src/features/education/components/x.tsx';
    expect(await crossings(file, "import { a } from '@/features/vacations/format';\nexport const b = a;\n")).toEqual([
      expect.stringContaining('a feature never imports another feature (education → vacations)'),
    ]);
    expect(await crossings(file, "import { a } from '../../reservations/messages';\nexport const b = a;\n")).toHaveLength(1);
    expect(await crossings(file, "export const b = () => import('@/features/alarms/messages');\n")).toHaveLength(1);
    expect(
      await crossings(
        file,
        "import { a } from '../lib/format';\nimport { B } from '@/components/ui/button';\nimport { c } from '@/lib/api';\nexport const d = [a, B, c];\n",
      ),
    ).toEqual([]);
  });

  it('lib never imports components or features', async () => {
    const file = 'apps/web/src/lib/x.ts';
    expect(await crossings(file, "import { a } from '@/components/ui/toast/toast-store';\nexport const b = a;\n")).toHaveLength(1);
    expect(await crossings(file, "import { a } from '../features/education/messages';\nexport const b = a;\n")).toHaveLength(1);
  });

  it('components never import a feature', async () => {
    expect(
      await crossings(
        'apps/web/src/components/layout/x.tsx',
        "import { a } from '@/features/accounts/api/queries';\nexport const b = a;\n",
      ),
    ).toHaveLength(1);
    expect(await crossings('apps/web/src/components/layout/x.tsx', "import { a } from '@/lib/routes';\nexport const b = a;\n")).toEqual([]);
  });

  it('the web never imports API code; the contract imports neither app', async () => {
    expect(
      await crossings('apps/web/src/components/x.ts', "import { a } from '../../../api/src/config';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(await crossings('apps/web/src/components/x.ts', "import { a } from '@portal/api/config';\nexport const b = a;\n")).toHaveLength(
      1,
    );
    expect(
      await crossings('packages/contract/src/x.ts', "import { a } from '../../../apps/api/src/config';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(
      await crossings('packages/contract/src/x.ts', "import { a } from '../../../apps/web/src/lib/api';\nexport const b = a;\n"),
    ).toHaveLength(1);
    expect(await crossings('apps/api/src/x.ts', "import { a } from '@portal/contract';\nexport const b = a;\n")).toEqual([]);
  });
});
