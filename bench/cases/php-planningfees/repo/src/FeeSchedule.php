<?php

declare(strict_types=1);

namespace Borough\Planning;

/** The national fee schedule, in pence. */
final class FeeSchedule
{
    private const HOUSEHOLDER = 25_800;
    private const PER_DWELLING = 57_800;
    private const DWELLINGS_OVER_TEN = 634_500;
    private const PER_DWELLING_OVER_TEN = 18_800;
    private const FLOORSPACE_UP_TO_40 = 29_300;
    private const PER_75_M2 = 57_800;
    private const CHANGE_OF_USE = 57_800;
    private const ADVERTISEMENT = 16_500;
    private const PRIOR_APPROVAL = 12_000;

    public function fee(Application $app): int
    {
        return match ($app->type) {
            'householder' => self::HOUSEHOLDER,
            'dwellings' => $this->dwellings($app->dwellings),
            'floorspace' => $this->floorspace($app->floorspaceM2),
            'change-of-use' => self::CHANGE_OF_USE,
            'advertisement' => self::ADVERTISEMENT,
            'prior-approval' => self::PRIOR_APPROVAL,
        };
    }

    private function dwellings(int $count): int
    {
        if ($count <= 10) {
            return max(1, $count) * self::PER_DWELLING;
        }
        return self::DWELLINGS_OVER_TEN + ($count - 10) * self::PER_DWELLING_OVER_TEN;
    }

    private function floorspace(int $m2): int
    {
        if ($m2 <= 40) {
            return self::FLOORSPACE_UP_TO_40;
        }
        return (int) ceil($m2 / 75) * self::PER_75_M2;
    }
}
