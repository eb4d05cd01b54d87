/**
 * ArrayContainerV3 over 1,000 items with a 5-widget template (Container > Heading, Text, Link, Image), in jsdom
 * with React's production build, through the real renderer. Measures the first render and the change of one
 * item of the list: only that item's copy may re-render. Widget renders are counted by wrapping every widget
 * component of the registry; copies whose DOM changed are counted with a MutationObserver. Prints:
 *   {"name":"array-container.first-render","value":<ms>,"unit":"ms","n":1000}            (median)
 *   {"name":"array-container.first-render.widget-renders","value":5000,"unit":"renders","n":1000}
 *   {"name":"array-container.first-render.flat-page","value":<ms>,"unit":"ms","n":1000}   (the same 5,000 widgets
 *     written out as a plain page, for comparison: what repeating costs beyond the widgets themselves)
 *   {"name":"array-container.item-change","value":<ms>,"unit":"ms","n":1000}             (median)
 *   {"name":"array-container.item-change.widget-renders","value":<renders>,"unit":"renders","n":1000}
 *   {"name":"array-container.item-change.copies-changed","value":1,"unit":"copies","n":1000}
 * and exits non-zero when an item change re-renders widgets of other copies.
 */
process.env.NODE_ENV = 'production';

import { performance } from 'node:perf_hooks';
import { installDom } from './lib/jsdom';
import { median, print } from './lib/report';

// jsdom ships no type declarations; the little used here is typed by hand.

const ITEMS = 1000;
const TEMPLATE_WIDGETS = 5;
const RUNS = 7;
const CHANGES = 15;


async function main(): Promise<void> {
  installDom();
  // Imported after the DOM and NODE_ENV are in place (React picks its build when first loaded).
  const { createElement } = await import('react');
  const { createRoot } = await import('react-dom/client');
  const { flushSync } = await import('react-dom');
  const { builtinWidgets } = await import('../../runtime/widgets');
  const { WidgetRegistry } = await import('../../runtime/registry/registry');
  const { createPageRuntime } = await import('../../runtime/app/createPageRuntime');
  const { Render } = await import('../../runtime/render/Render');
  const { initI18n } = await import('../../runtime/i18n');
  initI18n('de_de');
  type WidgetDefinition = import('../../runtime/registry/defineWidget').WidgetDefinition;
  type WidgetProps = import('../../runtime/registry/defineWidget').WidgetProps;

  let renders = 0;
  const counted = (definition: WidgetDefinition): WidgetDefinition => {
    const Component = definition.component;
    const CountedWidget = (props: WidgetProps) => {
      renders++;
      return createElement(Component, props);
    };
    return { ...definition, component: CountedWidget };
  };
  const registry = new WidgetRegistry(builtinWidgets.map(counted));

  const items = Array.from({ length: ITEMS }, (_, i) => ({ id: i, name: `Produkt ${i}`, description: `Beschreibung ${i}`, image: `https://example.com/${i}.png` }));
  const root = {
    id: 'list',
    type: 'ArrayContainerV3',
    settings: { contextProperty: 'products', contextOutputProperty: 'product', flexLayout: 'row', gap: 3, wrap: true },
    slots: {
      component: [
        {
          id: 'card',
          type: 'Container',
          settings: { direction: 'column' },
          slots: {
            children: [
              { id: 'title', type: 'Heading', settings: { text: '{product.name}', level: 3 } },
              { id: 'description', type: 'Text', settings: { text: '{product.description}' } },
              { id: 'more', type: 'Link', settings: { text: 'Mehr', link: '/produkte/{product.id}' } },
              { id: 'picture', type: 'Image', settings: { src: '{product.image}', alt: '{product.name}' } },
            ],
          },
        },
      ],
    },
  };

  type Node = import('../../model/document/types').WidgetNode;
  const card = (item: (typeof items)[number]): Node => ({
    id: `card${item.id}`,
    type: 'Container',
    settings: { direction: 'column' },
    slots: {
      children: [
        { id: `title${item.id}`, type: 'Heading', settings: { text: item.name, level: 3 } },
        { id: `description${item.id}`, type: 'Text', settings: { text: item.description } },
        { id: `more${item.id}`, type: 'Link', settings: { text: 'Mehr', link: `/produkte/${item.id}` } },
        { id: `picture${item.id}`, type: 'Image', settings: { src: item.image, alt: item.name } },
      ],
    },
  });
  const flatPage: Node = { id: 'flat', type: 'Container', settings: { gap: '9px' }, slots: { children: items.map(card) } };

  function mount(tree: Node = root) {
    const page = createPageRuntime({ root: tree, registry, context: { products: items } });
    const host = document.createElement('div');
    document.body.appendChild(host);
    const reactRoot = createRoot(host);
    renders = 0;
    const start = performance.now();
    flushSync(() => reactRoot.render(createElement(Render, { source: page.source, registry, engine: page.engine, onError: (error: unknown) => console.error(error) })));
    const ms = performance.now() - start;
    return { page, host, reactRoot, ms, renders };
  }

  const firstRender: number[] = [];
  let firstRenders = 0;
  for (let run = 0; run < RUNS + 2; run++) {
    const mounted = mount();
    const copies = mounted.host.querySelectorAll('[data-array-index]').length;
    if (copies !== ITEMS) throw new Error(`expected ${ITEMS} copies, got ${copies}`);
    if (run >= 2) firstRender.push(mounted.ms); // two warm-up runs
    firstRenders = mounted.renders - 1; // the list itself renders once too
    mounted.reactRoot.unmount();
    mounted.host.remove();
  }

  const flat: number[] = [];
  for (let run = 0; run < RUNS + 2; run++) {
    const mounted = mount(flatPage);
    if (run >= 2) flat.push(mounted.ms);
    mounted.reactRoot.unmount();
    mounted.host.remove();
  }

  const { page, host } = mount();
  const changeMs: number[] = [];
  const changeRenders: number[] = [];
  const copiesChanged: number[] = [];
  let current = items;
  for (let change = 0; change < CHANGES; change++) {
    const index = (change * 137) % ITEMS;
    const next = current.slice();
    next[index] = { ...current[index], name: `Geändert ${change}` };
    current = next;
    const touched = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const copy = target?.closest('[data-array-index]');
        if (copy) touched.add(copy.getAttribute('data-array-index')!);
      }
    });
    observer.observe(host, { subtree: true, childList: true, characterData: true, attributes: true });
    renders = 0;
    const start = performance.now();
    flushSync(() => page.engine.setContext('products', next));
    changeMs.push(performance.now() - start);
    changeRenders.push(renders);
    await new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver records arrive as a microtask
    observer.disconnect();
    copiesChanged.push(touched.size);
    const shown = host.querySelector(`[data-array-index="${index}"] h3`)?.textContent;
    if (shown !== `Geändert ${change}`) throw new Error(`copy ${index} shows "${shown}" after the change`);
  }

  print('array-container.first-render', median(firstRender), 'ms', ITEMS);
  print('array-container.first-render.widget-renders', firstRenders, 'renders', ITEMS);
  print('array-container.first-render.flat-page', median(flat), 'ms', ITEMS);
  print('array-container.item-change', median(changeMs), 'ms', ITEMS);
  print('array-container.item-change.widget-renders', median(changeRenders), 'renders', ITEMS);
  print('array-container.item-change.copies-changed', Math.max(...copiesChanged), 'copies', ITEMS);
  // The list re-renders (its context changed) plus at most the template widgets of the one changed copy.
  if (Math.max(...changeRenders) > 1 + TEMPLATE_WIDGETS || Math.max(...copiesChanged) !== 1) {
    console.error(`an item change re-rendered more than its own copy: ${JSON.stringify({ changeRenders, copiesChanged })}`);
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
