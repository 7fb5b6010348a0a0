<?php

declare(strict_types=1);

namespace Oysterfarm;

/**
 * Market grades for Pacific oysters, by whole weight in grams.
 *
 * The bands follow the usual French numbering: the lower the number, the
 * bigger the oyster. Anything under 30 g is undersize and goes back out to
 * grow on; it has no grade.
 */
enum Grade: string
{
    case Zero = '0';
    case One = '1';
    case Two = '2';
    case Three = '3';
    case Four = '4';
    case Five = '5';

    public const UNDERSIZE_BELOW = 30.0;

    /** Lightest weight in grams that still makes this grade. */
    public function minGrams(): float
    {
        return match ($this) {
            self::Zero => 151.0,
            self::One => 121.0,
            self::Two => 86.0,
            self::Three => 66.0,
            self::Four => 46.0,
            self::Five => self::UNDERSIZE_BELOW,
        };
    }

    /** Heaviest weight in grams for this grade, or null for the open top band. */
    public function maxGrams(): ?float
    {
        return match ($this) {
            self::Zero => null,
            self::One => 150.0,
            self::Two => 120.0,
            self::Three => 85.0,
            self::Four => 65.0,
            self::Five => 45.0,
        };
    }

    public function label(): string
    {
        return 'No. ' . $this->value;
    }

    /**
     * The grade an oyster of the given weight falls into, or null when it is
     * undersize. Weights are rounded to the gram first, as the grading table
     * on the boat reads whole grams.
     */
    public static function forWeight(float $grams): ?self
    {
        if ($grams <= 0) {
            throw new \InvalidArgumentException(sprintf('Weight must be positive, got %s g', $grams));
        }
        $grams = round($grams);
        if ($grams < self::UNDERSIZE_BELOW) {
            return null;
        }
        foreach (self::cases() as $grade) {
            if ($grams >= $grade->minGrams()) {
                return $grade;
            }
        }

        return self::Five;
    }

    public static function fromLabel(string $label): self
    {
        $value = trim(preg_replace('/^no\.?\s*/i', '', trim($label)) ?? '');
        $grade = self::tryFrom($value);
        if ($grade === null) {
            throw new \InvalidArgumentException(sprintf('Unknown grade "%s"', $label));
        }

        return $grade;
    }
}
