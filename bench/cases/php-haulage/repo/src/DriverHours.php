<?php

declare(strict_types=1);

namespace Haulage;

/**
 * Transit time estimates under the drivers' hours rules: a 45 minute break
 * after 4.5 hours of driving, at most 9 hours of driving a day, then an 11
 * hour daily rest.
 */
final class DriverHours
{
    public const AVERAGE_KMH = 60.0;
    public const DRIVE_BEFORE_BREAK_MIN = 270;
    public const BREAK_MIN = 45;
    public const DAILY_DRIVING_MIN = 540;
    public const DAILY_REST_MIN = 660;

    public function drivingMinutes(float $km): int
    {
        return (int) ceil($km / self::AVERAGE_KMH * 60);
    }

    /**
     * Minutes from departure to arrival for a single driver, breaks and
     * daily rests included.
     */
    public function transitMinutes(float $km): int
    {
        $left = $this->drivingMinutes($km);
        $elapsed = 0;
        $today = 0;
        $sinceBreak = 0;

        while ($left > 0) {
            if ($today === self::DAILY_DRIVING_MIN) {
                $elapsed += self::DAILY_REST_MIN;
                $today = 0;
                $sinceBreak = 0;
                continue;
            }
            if ($sinceBreak === self::DRIVE_BEFORE_BREAK_MIN) {
                $elapsed += self::BREAK_MIN;
                $sinceBreak = 0;
                continue;
            }
            $stint = min(
                $left,
                self::DRIVE_BEFORE_BREAK_MIN - $sinceBreak,
                self::DAILY_DRIVING_MIN - $today,
            );
            $elapsed += $stint;
            $left -= $stint;
            $today += $stint;
            $sinceBreak += $stint;
        }

        return $elapsed;
    }

    /** Working days the trunk leg takes: 1 for anything within a day's driving. */
    public function transitDays(float $km): int
    {
        return max(1, (int) ceil($this->drivingMinutes($km) / self::DAILY_DRIVING_MIN));
    }
}
