<?php

declare(strict_types=1);

namespace Buskpitch;

/** Permit fees for the season, in pence. */
final class Fees
{
    /** Base fee by act type. */
    public const BASE = [
        Act::ACOUSTIC => 2000,
        Act::AMPLIFIED => 4500,
        Act::CIRCLE => 3500,
    ];
    /** Each member after the first. */
    public const PER_EXTRA_MEMBER = 500;
    /** Zone A (the core shopping streets) costs more. */
    public const ZONE_A_PERCENT = 50;

    public static function permit(Act $act, string $zone): int
    {
        $fee = self::BASE[$act->type] + ($act->members - 1) * self::PER_EXTRA_MEMBER;
        if ($zone === 'A') {
            $fee += intdiv($fee * self::ZONE_A_PERCENT, 100);
        }

        return $fee;
    }

    public static function format(int $pence): string
    {
        return sprintf('£%d.%02d', intdiv($pence, 100), $pence % 100);
    }
}
