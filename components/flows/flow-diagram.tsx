/**
 * Draws a laid-out machine as SVG: state boxes (compound ones around their children, final ones
 * with a double border), initial markers, arrows with their event, guard and actions, and the
 * rows of transitions that stay in a state. The simulation lights the active states and the
 * transitions just taken; a state box is a button that shows its description in the side panel.
 */
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DRAWING } from '@/lib/flows/flow-text-lines';
import type { DrawnArrow, DrawnLine, DrawnState, FlowDrawing } from '@/lib/flows/flow-drawing.types';
import { roundedPath } from '@/lib/flows/svg-path';
import styles from './flow-diagram.module.css';

/** Props of FlowDiagram. */
export interface FlowDiagramProps {
  readonly drawing: FlowDrawing;
  /** Ids of the active state nodes. */
  readonly activeIds: ReadonlySet<string>;
  /** Keys of the transitions the last step took. */
  readonly takenKeys: ReadonlySet<string>;
  /** Keys of transitions no generated path takes (drawn in the warning colour). */
  readonly unreachedKeys?: ReadonlySet<string>;
  readonly selectedId: string | null;
  readonly onSelect: (stateId: string) => void;
  readonly labelledBy: string;
  /** Shrink to the container's width (never below MIN_FIT_SCALE, then the container scrolls). */
  readonly fit?: boolean;
}

/** Below this scale the text gets too small to read; the canvas scrolls instead. */
export const MIN_FIT_SCALE = 0.8;

function Lines({
  lines,
  x,
  y,
  takenKeys,
  markWidth = 0,
}: {
  lines: readonly DrawnLine[];
  x: number;
  y: number;
  takenKeys?: ReadonlySet<string>;
  /** Width of the band drawn behind the rows of a transition just taken. */
  markWidth?: number;
}) {
  return (
    <>
      {lines.map((line, index) => {
        const taken = line.transitionKey !== undefined && (takenKeys?.has(line.transitionKey) ?? false);
        const top = y + index * DRAWING.rowHeight;
        return (
          <g key={index} data-row-transition={line.transitionKey} data-taken={taken || undefined}>
            {taken && markWidth > 0 && (
              <rect x={x - 6} y={top - 12} width={markWidth} height={DRAWING.rowHeight} className={styles.rowMark} />
            )}
            <text
              x={x + (line.indent ?? 0)}
              y={top}
              className={taken ? `${styles.row} ${styles.rowTaken}` : styles.row}
            >
              {line.segments.map((segment, part) => (
                <tspan key={part} className={styles[segment.role]}>
                  {segment.text}
                </tspan>
              ))}
            </text>
          </g>
        );
      })}
    </>
  );
}

function StateBox({
  state,
  active,
  selected,
  onSelect,
  takenKeys,
}: {
  state: DrawnState;
  active: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
  takenKeys: ReadonlySet<string>;
}) {
  const { t } = useTranslation('flows');
  const onKeyDown = (event: KeyboardEvent<SVGGElement>): void => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onSelect(state.id);
  };
  const classes = [
    styles.state,
    styles[state.type],
    active && styles.active,
    selected && styles.selected,
    state.depth === 0 && styles.root,
  ];
  return (
    <>
      <g
        className={classes.filter(Boolean).join(' ')}
        data-state-id={state.id}
        data-active={active || undefined}
        role="button"
        tabIndex={0}
        aria-pressed={selected}
        aria-label={t(active ? 'diagram.stateActive' : 'diagram.state', { state: state.key })}
        onClick={() => onSelect(state.id)}
        onKeyDown={onKeyDown}
      >
        <title>{state.description ? `${state.key}: ${state.description}` : state.key}</title>
        <rect
          x={state.x}
          y={state.y}
          width={state.width}
          height={state.height}
          rx={state.depth === 0 ? 14 : 10}
          className={styles.box}
        />
        {state.type === 'final' && (
          <rect
            x={state.x + 4}
            y={state.y + 4}
            width={state.width - 8}
            height={state.height - 8}
            rx={7}
            className={styles.finalInner}
          />
        )}
        <text x={state.x + DRAWING.padX} y={state.y + 18} className={styles.title}>
          {state.key}
        </text>
      </g>
      {/* The rows sit outside the button, whose name is the state's: the transition table under the
          drawing says the same in text. Clicks pass through them to the box. */}
      {state.lines.length > 0 && (
        <g aria-hidden="true" className={styles.rows}>
          <line
            x1={state.x}
            x2={state.x + state.width}
            y1={state.y + DRAWING.titleHeight}
            y2={state.y + DRAWING.titleHeight}
            className={styles.divider}
          />
          <Lines
            lines={state.lines}
            x={state.x + DRAWING.padX}
            y={state.y + DRAWING.titleHeight + 14}
            takenKeys={takenKeys}
            markWidth={state.width - 2 * DRAWING.padX + 12}
          />
        </g>
      )}
    </>
  );
}

function Arrow({ arrow, taken, unreached }: { arrow: DrawnArrow; taken: boolean; unreached: boolean }) {
  const classes = [styles.arrow, styles[`kind-${arrow.kind}`], taken && styles.taken, unreached && styles.unreached];
  return (
    <g
      className={classes.filter(Boolean).join(' ')}
      data-transition={arrow.transitionKey}
      data-taken={taken || undefined}
    >
      <path
        d={roundedPath(arrow.points)}
        className={styles.arrowLine}
        markerEnd={taken ? 'url(#flow-arrow-taken)' : 'url(#flow-arrow)'}
      />
      {arrow.label && (
        <g className={styles.label}>
          <rect
            x={arrow.label.x}
            y={arrow.label.y}
            width={arrow.label.width}
            height={arrow.label.height}
            rx={4}
            className={styles.labelBox}
          />
          <Lines lines={arrow.label.lines} x={arrow.label.x + 4} y={arrow.label.y + 14} />
        </g>
      )}
    </g>
  );
}

export function FlowDiagram({
  drawing,
  activeIds,
  takenKeys,
  unreachedKeys,
  selectedId,
  onSelect,
  labelledBy,
  fit = false,
}: FlowDiagramProps) {
  const fitStyle = {
    width: '100%',
    height: 'auto',
    minWidth: Math.round(drawing.width * MIN_FIT_SCALE),
    maxWidth: drawing.width,
  };
  return (
    <svg
      className={styles.diagram}
      viewBox={`0 0 ${drawing.width} ${drawing.height}`}
      width={drawing.width}
      height={drawing.height}
      style={fit ? fitStyle : undefined}
      aria-labelledby={labelledBy}
      data-testid="flow-diagram"
    >
      <defs>
        <marker
          id="flow-arrow"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHead} />
        </marker>
        <marker
          id="flow-arrow-taken"
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto-start-reverse"
        >
          <path d="M0 0 L10 5 L0 10 z" className={styles.arrowHeadTaken} />
        </marker>
      </defs>
      {drawing.states.map((state) => (
        <StateBox
          key={state.id}
          state={state}
          active={activeIds.has(state.id)}
          selected={selectedId === state.id}
          onSelect={onSelect}
          takenKeys={takenKeys}
        />
      ))}
      {drawing.initials.map((initial) => (
        <g key={initial.parentId} className={styles.initial} aria-hidden="true">
          <circle cx={initial.x} cy={initial.y} r={5} className={styles.initialDot} />
          <path d={roundedPath(initial.points)} className={styles.initialLine} markerEnd="url(#flow-arrow)" />
        </g>
      ))}
      {drawing.arrows.map((arrow) => (
        <Arrow
          key={arrow.id}
          arrow={arrow}
          taken={takenKeys.has(arrow.transitionKey)}
          unreached={unreachedKeys?.has(arrow.transitionKey) ?? false}
        />
      ))}
    </svg>
  );
}
