import { ClockLoader } from "react-spinners";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../../constants";

export interface ClockSpinnerProps {
  /** The visitor prefers reduced motion: the hands keep turning, slower. */
  readonly reducedMotion: boolean;
}

/**
 * The specified clock-style spinner, in the brand's blue. A chunk of its own
 * (load-spinner.ts); the page says whether motion is reduced, so that this chunk shares
 * no module with it but React.
 */
export default function ClockSpinner({ reducedMotion }: ClockSpinnerProps) {
  return (
    <ClockLoader
      color={BRAND_COLOR}
      size={SPINNER_SIZE}
      speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
      aria-hidden="true"
    />
  );
}
