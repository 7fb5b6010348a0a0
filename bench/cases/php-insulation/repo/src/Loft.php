<?php

declare(strict_types=1);

namespace Insulation;

/**
 * A loft as surveyed: its floor, the joists, what insulation is there now
 * and what is not to be insulated (the hatch, the tank platform).
 */
final class Loft
{
    public function __construct(
        public readonly float $lengthM,
        public readonly float $widthM,
        public readonly int $joistDepthMm = 100,
        public readonly int $existingDepthMm = 0,
        public readonly float $excludedM2 = 0.0,
        /** Conductivity of the insulation already there (W/mK). */
        public readonly float $existingConductivity = 0.044,
    ) {
        if ($lengthM <= 0 || $widthM <= 0) {
            throw new \InvalidArgumentException('A loft needs a length and a width');
        }
        if ($excludedM2 < 0 || $excludedM2 > $lengthM * $widthM) {
            throw new \InvalidArgumentException('Excluded area must be within the floor area');
        }
        if ($joistDepthMm <= 0 || $existingDepthMm < 0) {
            throw new \InvalidArgumentException('Joist depth must be positive and existing depth not negative');
        }
    }

    /**
     * @param array<string, mixed> $survey fields from the surveyor's form
     */
    public static function fromSurvey(array $survey): self
    {
        foreach (['length_m', 'width_m'] as $required) {
            if (!isset($survey[$required]) || !is_numeric($survey[$required])) {
                throw new \InvalidArgumentException("Survey is missing {$required}");
            }
        }
        return new self(
            (float) $survey['length_m'],
            (float) $survey['width_m'],
            (int) ($survey['joist_depth_mm'] ?? 100),
            (int) ($survey['existing_depth_mm'] ?? 0),
            (float) ($survey['excluded_m2'] ?? 0.0),
        );
    }

    public function floorArea(): float
    {
        return $this->lengthM * $this->widthM;
    }

    public function insulatedArea(): float
    {
        return $this->floorArea() - $this->excludedM2;
    }

    public function needsBetweenJoists(): bool
    {
        return $this->existingDepthMm < $this->joistDepthMm;
    }
}
