<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * The depuration tanks: UV-treated seawater the oysters purge themselves in
 * before they can be sold from a class B area.
 */
final class Depuration
{
    /** Shortest cycle the approval allows. */
    public const CYCLE_HOURS = 42;

    /** Below this the oysters stop feeding and the cycle does nothing. */
    public const MIN_WATER_C = 8.0;

    public function __construct(
        public readonly int $tanks,
        public readonly int $dozensPerTank,
    ) {
        if ($tanks <= 0 || $dozensPerTank <= 0) {
            throw new \InvalidArgumentException('The unit needs tanks that hold oysters');
        }
    }

    public function capacity(): int
    {
        return $this->tanks * $this->dozensPerTank;
    }

    public function tanksNeeded(int $dozens): int
    {
        if ($dozens <= 0) {
            return 0;
        }

        return intdiv($dozens + $this->dozensPerTank - 1, $this->dozensPerTank);
    }

    public function cycleHours(float $waterC): int
    {
        if ($waterC < self::MIN_WATER_C) {
            throw new \DomainException(sprintf(
                'Water at %.1f °C is below the %.1f °C minimum for depuration',
                $waterC,
                self::MIN_WATER_C,
            ));
        }

        return self::CYCLE_HOURS;
    }

    /**
     * When a load put in at $start may come out and be sold. Class A oysters
     * need no cycle and are released at once.
     */
    public function releaseAt(\DateTimeImmutable $start, WaterClass $class, float $waterC): \DateTimeImmutable
    {
        if (!$class->mayDepurate()) {
            throw new \DomainException('Class C oysters must be relaid, not depurated');
        }
        if (!$class->needsDepuration()) {
            return $start;
        }

        return $start->add(new \DateInterval('PT' . $this->cycleHours($waterC) . 'H'));
    }
}
