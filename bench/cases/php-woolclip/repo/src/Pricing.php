<?php

declare(strict_types=1);

namespace Fellside\Woolclip;

/** What the co-op pays a farm for its consignment. */
final class Pricing
{
    /** Commission in basis points of the gross. */
    public const COMMISSION_BP = 500;

    /** Levy per fleece, in pence, for the shearing-school fund. */
    public const LEVY_PER_FLEECE = 2;

    public static function commission(Consignment $c): int
    {
        return intdiv($c->grossPence() * self::COMMISSION_BP + 5000, 10000);
    }

    public static function levy(Consignment $c): int
    {
        return $c->count() * self::LEVY_PER_FLEECE;
    }

    public static function net(Consignment $c): int
    {
        return $c->grossPence() - self::commission($c) - self::levy($c);
    }
}
