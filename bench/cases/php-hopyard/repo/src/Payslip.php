<?php

declare(strict_types=1);

namespace Hopyard\Pay;

final class Payslip
{
    public static function money(int $pence): string
    {
        return sprintf('£%d.%02d', intdiv($pence, 100), $pence % 100);
    }

    public static function render(PayLine $line, string $weekEnding): string
    {
        return implode("\n", [
            "Payslip for {$line->picker->name} ({$line->picker->id}), week ending $weekEnding",
            sprintf('Picked:      %.1f kg', $line->kg),
            'Gross:       ' . self::money($line->gross),
            'Deductions:  ' . self::money($line->deductions),
            'Net:         ' . self::money($line->net()),
        ]);
    }
}
