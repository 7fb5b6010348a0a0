<?php

declare(strict_types=1);

namespace Quayline\Tramstop;

/** The board at one stop: the next departures, one line each. */
final class DepartureBoard
{
    /** Departures further away than this show their clock time instead of a countdown. */
    public const COUNTDOWN_LIMIT = 15;

    public function __construct(
        private Timetable $timetable,
        private string $stop,
        private int $rows = 4,
    ) {
    }

    /** @return list<string> */
    public function lines(int $now): array
    {
        $lines = [];
        foreach (array_slice($this->timetable->from($this->stop, $now), 0, $this->rows) as $departure) {
            $lines[] = $this->line($departure, $now);
        }
        return $lines === [] ? ['No more trams today'] : $lines;
    }

    private function line(Departure $departure, int $now): string
    {
        $wait = $departure->minute - $now;
        $when = $wait > self::COUNTDOWN_LIMIT ? TimeFormat::clock($departure->minute) : TimeFormat::countdown($wait);
        return sprintf('%-3s %-14s %s', $departure->line, $departure->destination, $when);
    }
}
