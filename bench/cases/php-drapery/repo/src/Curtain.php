<?php

declare(strict_types=1);

namespace Drapery;

/**
 * The make-up of the curtains for one window: how many widths of fabric each
 * curtain takes and how long each width is cut.
 */
final class Curtain
{
    public function __construct(
        public readonly Window $window,
        public readonly Fabric $fabric,
        public readonly Heading $heading,
    ) {
    }

    /** Fabric across one curtain before it is gathered: finished width times fullness plus side turnings. */
    public function flatWidthCm(): float
    {
        return $this->window->curtainWidthCm() * $this->heading->fullness + 2 * Seams::SIDE_TURN_CM;
    }

    /** Whole widths of fabric joined side by side to make one curtain. */
    public function widthsPerCurtain(): int
    {
        $usable = $this->fabric->usableWidthCm();
        $flat = $this->flatWidthCm();
        if ($flat <= $usable) {
            return 1;
        }
        // every join after the first width loses a seam
        return (int) ceil(round(($flat - Seams::JOIN_CM) / ($usable - Seams::JOIN_CM), 6));
    }

    public function totalWidths(): int
    {
        return $this->widthsPerCurtain() * $this->window->curtains();
    }

    /**
     * Length each width is cut: drop, hem and heading turn-down, rounded up to
     * whole pattern repeats so that every width starts at the same point of the
     * pattern.
     */
    public function cutLengthCm(): float
    {
        $raw = $this->window->dropCm + Seams::HEM_CM + $this->heading->allowanceCm;
        if ($this->fabric->isPlain()) {
            return $raw;
        }
        $repeat = $this->fabric->repeatCm;
        return ceil($raw / $repeat) * $repeat;
    }

    /** All the face fabric for the window, with one extra repeat to place the pattern on a patterned fabric. */
    public function totalFabricCm(): float
    {
        $total = $this->totalWidths() * $this->cutLengthCm();
        if (!$this->fabric->isPlain()) {
            $total += $this->fabric->repeatCm;
        }
        return $total;
    }
}
