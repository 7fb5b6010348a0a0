<?php

declare(strict_types=1);

namespace Hillside\Orchard\Report;

use Hillside\Orchard\Format\TableFormatter;
use Hillside\Orchard\Ledger;

/** The packhouse board for one day: pickers by weight, then kilograms per variety. */
final class DailyReport
{
    public function __construct(private Ledger $ledger, private string $date)
    {
    }

    public function render(): string
    {
        $pickers = new TableFormatter(
            ['picker' => 'Picker', 'bins' => 'Bins', 'kg' => 'kg'],
            ['bins' => TableFormatter::RIGHT, 'kg' => TableFormatter::RIGHT],
        );
        $rows = array_map(
            static fn (array $r): array => ['picker' => $r['picker'], 'bins' => $r['bins'], 'kg' => self::kg($r['kg'])],
            $this->ledger->byPicker(),
        );
        $varieties = new TableFormatter(['variety' => 'Variety', 'kg' => 'kg'], ['kg' => TableFormatter::RIGHT]);
        $perVariety = [];
        foreach ($this->ledger->byVariety() as $variety => $kg) {
            $perVariety[] = ['variety' => $variety, 'kg' => self::kg($kg)];
        }
        return "Harvest {$this->date}\n\n" . $pickers->render($rows) . "\n" . $varieties->render($perVariety);
    }

    private static function kg(float $kg): string
    {
        return number_format($kg, 1, '.', ',');
    }
}
