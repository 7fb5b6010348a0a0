<?php

declare(strict_types=1);

namespace Pennant\Cattery;

/** The bill for a stay: board at the nightly rate, the peak supplement, medication. */
final class Bill
{
    public const MEDICATION_PENCE_PER_DAY = 300;

    /** @var array<string, int> label => pence */
    public readonly array $lines;
    public readonly int $total;

    public function __construct(public readonly Stay $stay)
    {
        $this->lines = self::linesFor($stay);
        $this->total = array_sum($this->lines);
    }

    public static function nightlyPence(Stay $stay): int
    {
        return $stay->pen->firstCatPence() + (count($stay->cats) - 1) * $stay->pen->furtherCatPence();
    }

    /** @return array<string, int> */
    private static function linesFor(Stay $stay): array
    {
        $nightly = self::nightlyPence($stay);
        $nights = $stay->nights();
        $peakNights = 0;
        for ($night = $stay->checkIn; $night < $stay->checkOut; $night = $night->modify('+1 day')) {
            if (PeakSeasons::isPeak($night)) {
                $peakNights++;
            }
        }

        $lines = [sprintf('Board, %d nights at %s', $nights, Money::format($nightly)) => $nights * $nightly];
        if ($peakNights > 0) {
            $supplement = Money::percent($nightly, PeakSeasons::SUPPLEMENT_PERCENT);
            $lines[sprintf('Peak supplement, %d nights', $peakNights)] = $peakNights * $supplement;
        }
        if ($stay->medication) {
            $lines[sprintf('Medication, %d days', $nights)] = $nights * self::MEDICATION_PENCE_PER_DAY;
        }
        return $lines;
    }

    public function render(): string
    {
        $out = [sprintf('%s: %s', $this->stay->owner, implode(', ', $this->stay->cats))];
        foreach ($this->lines as $label => $pence) {
            $out[] = sprintf('  %-36s %10s', $label, Money::format($pence));
        }
        $out[] = sprintf('  %-36s %10s', 'Total', Money::format($this->total));
        return implode("\n", $out);
    }
}
