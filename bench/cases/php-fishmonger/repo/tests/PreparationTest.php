<?php

declare(strict_types=1);

namespace Fishmonger\Tests;

use Fishmonger\Catalogue;
use Fishmonger\Preparation;
use PHPUnit\Framework\TestCase;

final class PreparationTest extends TestCase
{
    public function testWholeWeightNeeded(): void
    {
        $cod = Catalogue::standard()->get('COD');
        $this->assertEqualsWithDelta(1.0, Preparation::wholeWeightFor(Preparation::WHOLE, $cod, 1.0), 1e-9);
        $this->assertEqualsWithDelta(1.0, Preparation::wholeWeightFor(Preparation::GUTTED, $cod, 0.88), 1e-9);
        $this->assertEqualsWithDelta(1.0, Preparation::wholeWeightFor(Preparation::FILLETED, $cod, 0.42), 1e-9);
        $this->assertEqualsWithDelta(1.0, Preparation::wholeWeightFor(Preparation::SKINNED, $cod, 0.42 * 0.92), 1e-9);
    }

    public function testShellfishOnlyWhole(): void
    {
        $crab = Catalogue::standard()->get('CRB');
        $this->assertEqualsWithDelta(0.8, Preparation::wholeWeightFor(Preparation::WHOLE, $crab, 0.8), 1e-9);
        $this->expectException(\InvalidArgumentException::class);
        Preparation::wholeWeightFor(Preparation::FILLETED, $crab, 0.5);
    }

    public function testUnknownPreparation(): void
    {
        $this->expectException(\InvalidArgumentException::class);
        Preparation::check('smoked', Catalogue::standard()->get('HAD'));
    }

    public function testChargesAndLabels(): void
    {
        $this->assertSame(0, Preparation::chargePerKg(Preparation::WHOLE));
        $this->assertSame(120, Preparation::chargePerKg(Preparation::FILLETED));
        $this->assertSame('skinned fillets', Preparation::label(Preparation::SKINNED));
        $this->assertSame(['whole', 'gutted', 'filleted', 'skinned'], Preparation::all());
    }
}
