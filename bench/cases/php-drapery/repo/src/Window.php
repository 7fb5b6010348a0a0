<?php

declare(strict_types=1);

namespace Drapery;

/** A window as measured on the survey: the track and the drop from it. */
final class Window
{
    public const PAIR = 'pair';
    public const SINGLE = 'single';

    /**
     * @param float $trackCm   length of the track (or pole between finials)
     * @param float $dropCm    finished drop from the top of the track
     * @param float $overlapCm how far each leading edge crosses the centre (pairs)
     * @param float $returnCm  how far each outer edge turns back to the wall
     */
    public function __construct(
        public readonly string $room,
        public readonly float $trackCm,
        public readonly float $dropCm,
        public readonly string $hang = self::PAIR,
        public readonly float $overlapCm = 5.0,
        public readonly float $returnCm = 0.0,
    ) {
        if ($trackCm <= 0 || $dropCm <= 0) {
            throw new \InvalidArgumentException("track and drop must be positive ($room)");
        }
        if ($hang !== self::PAIR && $hang !== self::SINGLE) {
            throw new \InvalidArgumentException("hang must be pair or single: $hang");
        }
    }

    public static function fromInches(string $room, float $track, float $drop, string $hang = self::PAIR): self
    {
        return new self($room, Units::inchesToCm($track), Units::inchesToCm($drop), $hang);
    }

    public function curtains(): int
    {
        return $this->hang === self::PAIR ? 2 : 1;
    }

    /** Finished width of one curtain, before fullness. */
    public function curtainWidthCm(): float
    {
        $width = $this->trackCm / $this->curtains() + $this->returnCm;
        if ($this->hang === self::PAIR) {
            $width += $this->overlapCm;
        }
        return $width;
    }
}
