/**
 * dnd-kit keyboard sensor that moves between drop positions instead of pixels: Space or Enter on a focused
 * widget, outline row or palette entry picks it up, the arrow keys go to the next or previous position (in
 * reading order, into and out of containers), Space or Enter drops, Escape cancels. Tab stays free, so the
 * focus can also go to a drop zone, which then becomes the target. The drag preview follows the position.
 *
 * (dnd-kit's own KeyboardSensor moves by coordinates and scrolls on its own terms; positions are what a
 * keyboard user needs, and the controller scrolls each one into view.)
 */
import type { Activators, SensorInstance, SensorProps } from '@dnd-kit/core';
import type { DragController } from '../services/dragController';

export interface SlotKeyboardOptions {
  controller: DragController;
}

const PICK_KEYS = [' ', 'Enter'];
const NEXT_KEYS = ['ArrowDown', 'ArrowRight'];
const PREVIOUS_KEYS = ['ArrowUp', 'ArrowLeft'];

export class SlotKeyboardSensor implements SensorInstance {
  autoScrollEnabled = false;

  static activators: Activators<SlotKeyboardOptions> = [
    {
      eventName: 'onKeyDown',
      handler: ({ nativeEvent }: { nativeEvent: KeyboardEvent }) => {
        if (!PICK_KEYS.includes(nativeEvent.key) || nativeEvent.repeat || nativeEvent.ctrlKey || nativeEvent.metaKey || nativeEvent.altKey || nativeEvent.shiftKey) return false;
        nativeEvent.preventDefault();
        return true;
      },
    },
  ];

  private readonly origin: { x: number; y: number };
  private readonly document: Document;
  private done = false;

  constructor(private readonly props: SensorProps<SlotKeyboardOptions>) {
    const rect = props.activeNode.node.current?.getBoundingClientRect();
    this.origin = { x: rect?.left ?? 0, y: rect?.top ?? 0 };
    this.document = (props.event.target as Node | null)?.ownerDocument ?? document;
    props.onStart({ x: 0, y: 0 });
    props.options.controller.keyboardDrop = () => this.finish(true);
    // Listening at once, so keys pressed right after the pick-up are not lost (fast typists, a busy page);
    // the key press that picked the widget up (and its auto-repeat) must not also drop it.
    this.document.addEventListener('keydown', this.onKeyDown, true);
    window.addEventListener('resize', this.onResize);
  }

  private readonly onResize = () => this.finish(false);

  private readonly onKeyDown = (event: KeyboardEvent) => {
    if (event === this.props.event || (event.repeat && PICK_KEYS.includes(event.key))) return;
    if (PICK_KEYS.includes(event.key)) this.finish(true);
    else if (event.key === 'Escape') this.finish(false);
    else if (NEXT_KEYS.includes(event.key) || PREVIOUS_KEYS.includes(event.key)) {
      const point = this.props.options.controller.step(NEXT_KEYS.includes(event.key) ? 1 : -1);
      if (point) this.props.onMove({ x: point.x - this.origin.x, y: point.y - this.origin.y });
    } else return; // Tab and everything else keep their usual meaning
    event.preventDefault();
    event.stopPropagation();
  };

  private finish(drop: boolean): void {
    if (this.done) return;
    this.done = true;
    this.document.removeEventListener('keydown', this.onKeyDown, true);
    window.removeEventListener('resize', this.onResize);
    if (drop) this.props.onEnd();
    else this.props.onCancel();
  }
}
