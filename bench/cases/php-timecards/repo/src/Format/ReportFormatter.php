<?php

declare(strict_types=1);

namespace Fieldwork\Timecards\Format;

/** How the weekly report writes weeks, days, durations and money. */
final class ReportFormatter
{
    public function __construct(private readonly string $currency = 'EUR')
    {
    }

    /** The ISO week a day falls in, as "2026-W07"; the week of 29 Dec 2025 is 2026-W01. */
    public function weekLabel(\DateTimeImmutable $day): string
    {
        return $day->format('o-\WW');
    }

    /** "Mon 2 Mar" */
    public function dayLabel(\DateTimeImmutable $day): string
    {
        return $day->format('D j M');
    }

    /** 450 minutes as "7h 30m"; whole hours as "8h". */
    public function duration(int $minutes): string
    {
        $hours = intdiv($minutes, 60);
        $rest = $minutes % 60;
        return $rest === 0 ? "{$hours}h" : sprintf('%dh %02dm', $hours, $rest);
    }

    /** Cents as "EUR 1,234.50". */
    public function money(int $cents): string
    {
        $sign = $cents < 0 ? '-' : '';
        return sprintf('%s%s %s', $sign, $this->currency, number_format(abs($cents) / 100, 2, '.', ','));
    }
}
