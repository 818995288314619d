import { ClockLoader } from "react-spinners";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../../constants";

interface ClockSpinnerProps {
  /** The visitor prefers reduced motion: the hands keep turning, slower. */
  readonly reducedMotion: boolean;
}

/** The specified clock-style spinner, in the brand's blue. */
export function ClockSpinner({ reducedMotion }: ClockSpinnerProps) {
  return (
    <ClockLoader
      color={BRAND_COLOR}
      size={SPINNER_SIZE}
      speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
      aria-hidden="true"
    />
  );
}
