<?php

declare(strict_types=1);

namespace Hopyard\Pay;

/** Turns a week of weigh-ins into one pay line per picker. */
final class Payroll
{
    /** @var array<string, Picker> */
    private array $pickers = [];

    public function __construct(
        private RateCard $rates,
        private Deductions $deductions,
    ) {
    }

    public function hire(Picker $picker): void
    {
        $this->pickers[$picker->id] = $picker;
    }

    /**
     * @param list<WeighIn> $weighIns
     * @param array<string, int> $nights bunkhouse nights by picker id
     * @return list<PayLine> by picker id
     */
    public function week(array $weighIns, array $nights = []): array
    {
        $kg = [];
        $gross = [];
        $days = [];
        foreach ($weighIns as $w) {
            $picker = $this->pickers[$w->pickerId] ?? throw new \DomainException("unknown picker {$w->pickerId}");
            $kg[$w->pickerId] = ($kg[$w->pickerId] ?? 0.0) + $w->kg;
            $gross[$w->pickerId] = ($gross[$w->pickerId] ?? 0) + $this->rates->pay($w->variety, $picker->grade, $w->kg);
            $days[$w->pickerId][$w->day] = true;
        }
        ksort($kg);

        $lines = [];
        foreach (array_keys($kg) as $id) {
            $picker = $this->pickers[$id];
            $off = $this->deductions->forPicker($picker, $nights[$id] ?? 0, count($days[$id]));
            $lines[] = new PayLine($picker, $kg[$id], $gross[$id], $off);
        }
        return $lines;
    }
}
