<?php

declare(strict_types=1);

namespace Harbourmaster\Quaydues;

/**
 * Harbour dues for a stay: the season's rate per chargeable metre per night. The seventh night of
 * every week alongside is free.
 */
final class DuesCalculator
{
    public const FREE_NIGHT_EVERY = 7;

    public function duesPence(Stay $stay): int
    {
        $nights = $stay->nights() - intdiv($stay->nights(), self::FREE_NIGHT_EVERY);
        $rate = Season::rate(Season::of($stay->arrival));
        return $nights * $rate * $stay->vessel->chargeableMetres();
    }

    /** @return list<string> */
    public function receipt(Stay $stay): array
    {
        return [
            sprintf('%s, %.1f m (%d m charged)', $stay->vessel->name, $stay->vessel->lengthMetres, $stay->vessel->chargeableMetres()),
            sprintf('%s to %s, %d night%s', $stay->arrival->format('j M'), $stay->departure->format('j M'), $stay->nights(), $stay->nights() === 1 ? '' : 's'),
            'Dues ' . Money::format($this->duesPence($stay)),
        ];
    }
}
