/** A loading indicator with a visible, announced label. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" part="spinner" role="status">
      {label}
    </div>
  );
}
