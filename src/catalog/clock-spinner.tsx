import { ClockLoader } from "react-spinners";
import { useMediaQuery } from "../components/use-media-query";
import { BRAND_COLOR, REDUCED_MOTION_SPEED, SPINNER_SIZE } from "../constants";

/**
 * The specified clock-style spinner, in the brand's blue; with reduced motion it keeps
 * turning, slower. A chunk of its own (load-spinner.ts).
 */
export default function ClockSpinner() {
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)");
  return (
    <ClockLoader
      color={BRAND_COLOR}
      size={SPINNER_SIZE}
      speedMultiplier={reducedMotion ? REDUCED_MOTION_SPEED : 1}
      aria-hidden="true"
    />
  );
}
