<?php

declare(strict_types=1);

namespace DrivingRange;

enum BayType: string
{
    case Open = 'open';
    case Covered = 'covered';
    case Tracked = 'tracked';

    public function label(): string
    {
        return match ($this) {
            self::Open => 'Open bay',
            self::Covered => 'Covered bay',
            self::Tracked => 'Tracked bay',
        };
    }
}
