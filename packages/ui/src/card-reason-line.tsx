// The line under your hand that says why the greyed card you tapped cannot be chosen
// (card-reason.ts). Always in the page, so screen readers announce each new reason.
export function CardReasonLine({ reason }: { reason: string | null }) {
  return (
    <p id="card-reason" className="card-reason" role="status" data-testid="card-reason">
      {reason ?? ""}
    </p>
  );
}
