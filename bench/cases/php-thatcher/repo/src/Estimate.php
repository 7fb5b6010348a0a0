<?php

declare(strict_types=1);

namespace Thatcher;

/** A quote for re-thatching a roof in one material. */
final class Estimate
{
    /** Square metres of a full coat one thatcher lays in a day. */
    public const M2_PER_THATCHER_DAY = 5.0;

    /** @var list<array{string, int}> */
    private array $lines = [];
    private float $days;

    public function __construct(
        private readonly Roof $roof,
        private readonly Material $material,
        private readonly Ridge $ridge,
        private readonly int $dayRatePence = 28000,
        private readonly int $thatchers = 2,
    ) {
        $bundles = $material->bundlesFor($roof->areaM2());
        $this->lines[] = [
            sprintf('%s, %d bundles', $material->name, $bundles),
            $bundles * $material->pencePerBundle,
        ];

        $this->days = $this->labourDays();
        $this->lines[] = [
            sprintf('labour, %d thatchers x %.1f days', $thatchers, $this->days),
            (int) round($this->days * $thatchers * $dayRatePence),
        ];

        $this->lines[] = [$ridge->label(), $ridge->costPence()];
    }

    /** Days on the roof for the crew, rounded up to the half day. */
    public function labourDays(): float
    {
        $crewPerDay = self::M2_PER_THATCHER_DAY * $this->thatchers;
        return ceil(round($this->roof->areaM2() / $crewPerDay * 2, 6)) / 2;
    }

    /** @return list<array{string, int}> */
    public function lines(): array
    {
        return $this->lines;
    }

    public function netPence(): int
    {
        return array_sum(array_column($this->lines, 1));
    }

    public function vatPence(): int
    {
        return Money::vat($this->netPence());
    }

    public function totalPence(): int
    {
        return $this->netPence() + $this->vatPence();
    }

    public function render(): string
    {
        $out = '';
        if ($this->roof->tooShallow()) {
            $out .= sprintf("WARNING: pitch %.0f° is below %.0f°\n", $this->roof->pitchDeg, Roof::MIN_PITCH_DEG);
        }
        foreach ($this->lines as [$label, $pence]) {
            $out .= sprintf("%-44s %12s\n", $label, Money::format($pence));
        }
        $out .= sprintf("%-44s %12s\n", 'net', Money::format($this->netPence()));
        $out .= sprintf("%-44s %12s\n", 'VAT 20%', Money::format($this->vatPence()));
        $out .= sprintf("%-44s %12s\n", 'total', Money::format($this->totalPence()));
        return $out;
    }
}
