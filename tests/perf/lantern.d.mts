/** A Chromium trace event, as much of it as the reading needs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export function mainThreadOnCore(traceEvents: TraceEvent[], multiplier: number): { onCore: number; tbt: number } | undefined;
