/** A Chromium trace event, as much of it as the reading needs. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { frame?: string; data?: { frames?: { frame: string; parent?: string }[] } };
}

export function mainThreadOnCore(traceEvents: TraceEvent[], multiplier: number): { onCore: number; tbt: number } | undefined;
