import { useEffect, useId, useRef, useState } from 'react';
import type SignaturePad from 'signature_pad';
import { useStyles } from '../../hooks/useStyles';
import { useT } from '../../hooks/useT';
import { RequiredMark } from '../../ui/Field';
import fieldCss from '../../ui/field.css';
import type { SignatureFormat } from '../form/fields';
import { backgroundOf, SIGNATURE_OPTIONS, SIGNATURE_TYPES } from './options';
import css from './signature.css';

export interface SignatureFieldProps {
  label: string;
  name: string;
  /** The signature as a data: URL in its format; '' when unsigned. */
  value: string;
  onChange: (value: string) => void;
  /** png (default), jpeg or svg. */
  format?: SignatureFormat;
  required?: boolean;
  error?: string;
  disabled?: boolean;
}

/**
 * A signature drawn on a canvas with signature_pad (000 §9: pen widths 0.5 to 2.5, throttle 16 ms,
 * minimum distance 5; exported as png, jpeg or svg). The library is imported here only, so it
 * downloads only when a form has a signature field. The drawing survives a resize; clearing the
 * form (its value set to '') clears the pad.
 * @csspart signature - The canvas.
 */
export function SignatureField({ label, name, value, onChange, format = 'png', required, error, disabled }: SignatureFieldProps) {
  useStyles(fieldCss, css);
  const t = useT();
  const id = useId();
  const canvas = useRef<HTMLCanvasElement>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [ready, setReady] = useState(false);
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    let live = true;
    let observer: ResizeObserver | undefined;
    let instance: SignaturePad | undefined;
    void import('signature_pad').then(({ default: Pad }) => {
      const element = canvas.current;
      if (!live || !element) return;
      instance = new Pad(element, { ...SIGNATURE_OPTIONS, backgroundColor: backgroundOf(format), penColor: 'rgb(20, 20, 20)' });
      const fit = () => {
        const ratio = Math.max(window.devicePixelRatio || 1, 1);
        const width = Math.round(element.offsetWidth * ratio);
        const height = Math.round(element.offsetHeight * ratio);
        if (!instance || !width || (element.width === width && element.height === height)) return;
        const strokes = instance.toData();
        element.width = width;
        element.height = height;
        element.getContext('2d')?.scale(ratio, ratio);
        instance.fromData(strokes);
      };
      fit();
      instance.addEventListener('endStroke', () => {
        if (instance && !instance.isEmpty()) changed.current(instance.toDataURL(SIGNATURE_TYPES[format]));
      });
      observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(fit);
      observer?.observe(element);
      pad.current = instance;
      setReady(true);
    });
    return () => {
      live = false;
      observer?.disconnect();
      instance?.off();
      pad.current = null;
    };
  }, [format]);

  useEffect(() => {
    if (!value && pad.current && !pad.current.isEmpty()) pad.current.clear();
  }, [value]);

  useEffect(() => {
    if (!pad.current) return;
    if (disabled) pad.current.off();
    else pad.current.on();
  }, [disabled, ready]);

  const hint = `${id}-hint`;
  const problem = `${id}-error`;
  return (
    <fieldset className="signature" data-invalid={error ? true : undefined} data-name={name}>
      <legend className="field-label" id={`${id}-label`}>
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="signature-pad">
        <canvas
          ref={canvas}
          className="signature-canvas"
          part="signature"
          role="img"
          aria-labelledby={`${id}-label`}
          aria-describedby={[hint, error ? problem : ''].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
        />
        {ready ? null : <div className="signature-loading">{t('forms.signature_loading')}</div>}
      </div>
      <div className="signature-actions">
        <span className="field-hint" id={hint}>
          {t('forms.signature_hint')}
        </span>
        <span className="signature-status" role="status">
          {value ? t('forms.signature_signed') : ''}
        </span>
        <button
          type="button"
          className="field-action"
          disabled={disabled || !value}
          onClick={() => {
            pad.current?.clear();
            onChange('');
          }}
        >
          {t('forms.signature_clear')}
        </button>
      </div>
      {error ? (
        <div className="field-error" id={problem} part="error">
          {error}
        </div>
      ) : null}
    </fieldset>
  );
}
