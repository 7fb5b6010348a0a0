<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\Consignment;
use Haulage\Pallet;
use Haulage\PalletType;
use Haulage\Postcode;
use Haulage\Service;
use PHPUnit\Framework\TestCase;

final class ConsignmentTest extends TestCase
{
    private function consignment(): Consignment
    {
        return new Consignment('HX-2001', Postcode::parse('ML1 4UF'), Postcode::parse('PH1 5RB'));
    }

    public function testWeightsAddUp(): void
    {
        $c = $this->consignment()
            ->addPallet(new Pallet(PalletType::Full, 700, 1.5))
            ->addPallet(new Pallet(PalletType::Quarter, 210, 0.6));
        self::assertSame(910, $c->totalWeightKg());
        self::assertCount(2, $c->pallets());
        self::assertFalse($c->isEmpty());
    }

    public function testServiceAddedOnce(): void
    {
        $c = $this->consignment()->addService(Service::TailLift)->addService(Service::TailLift);
        self::assertSame([Service::TailLift], $c->services());
    }

    public function testAmAndTimedExcludeEachOther(): void
    {
        $this->expectException(\LogicException::class);
        $this->consignment()->addService(Service::TimedDelivery)->addService(Service::AmDelivery);
    }
}
