<?php

declare(strict_types=1);

namespace Sweep\Support;

/** Labour is billed per started quarter hour. */
trait BillsTime
{
    protected function quartersBilled(int $minutes): int
    {
        if ($minutes < 0) {
            throw new \InvalidArgumentException("negative time on site: $minutes");
        }
        return (int) ceil($minutes / 15);
    }

    /** 135 -> "2h 15m", 45 -> "45m" */
    protected function timeLabel(int $minutes): string
    {
        $h = intdiv($minutes, 60);
        $m = $minutes % 60;
        if ($h === 0) {
            return "{$m}m";
        }
        return $m === 0 ? "{$h}h" : "{$h}h {$m}m";
    }
}
