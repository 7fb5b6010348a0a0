<?php

declare(strict_types=1);

namespace Fellside\Woolclip;

final class Statement
{
    /** @return string[] */
    public static function lines(Consignment $c): array
    {
        $lines = ["Wool clip statement: {$c->farm}"];
        foreach ($c->byGrade() as $code => $row) {
            $grade = Grade::from($code);
            $lines[] = sprintf(
                '  %-9s %3d fleeces %8.1f kg %10s',
                $grade->name,
                $row['count'],
                $row['grams'] / 1000,
                Money::format($row['pence']),
            );
        }
        $lines[] = sprintf('  %-36s %10s', 'gross', Money::format($c->grossPence()));
        $lines[] = sprintf('  %-36s %10s', 'commission', Money::format(-Pricing::commission($c)));
        $lines[] = sprintf('  %-36s %10s', 'levy', Money::format(-Pricing::levy($c)));
        $lines[] = sprintf('  %-36s %10s', 'to pay', Money::format(Pricing::net($c)));
        return $lines;
    }
}
