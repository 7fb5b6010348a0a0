<?php

declare(strict_types=1);

use Towpath\Canal\Boat;
use Towpath\Canal\LockLog;
use Towpath\Canal\Mooring;

final class Fixtures
{
    public static function kingfisher(): Boat
    {
        return new Boat('Kingfisher', '52117', 17.2, 2.08);
    }

    public static function wideAwake(): Boat
    {
        return new Boat('Wide Awake', '80342', 18.3, 3.2);
    }

    public static function dabchick(): Boat
    {
        return new Boat('Dabchick', '61905', 6.9, 1.9, Boat::ELECTRIC);
    }

    /** Braunston's tariff: £10.50 a metre a month. */
    public static function braunston(): Mooring
    {
        return new Mooring('Braunston', 1050);
    }

    public static function locks(): LockLog
    {
        $log = new LockLog();
        $log->addLock('Buckby Top', 2.01);
        $log->addLock('Buckby Bottom', 1.98);
        $log->addLock('Limehouse', 2.5, 1800);
        $log->addLock('Brentford Gauging', 1.2, 1250);

        return $log;
    }
}
