<?php

declare(strict_types=1);

namespace Haulage\Tests;

use Haulage\Consignment;
use Haulage\FuelSurcharge;
use Haulage\Pallet;
use Haulage\PalletType;
use Haulage\Postcode;
use Haulage\QuoteBuilder;
use Haulage\RateCard;
use Haulage\Service;
use Haulage\ZoneMap;
use PHPUnit\Framework\TestCase;

final class QuoteBuilderTest extends TestCase
{
    private QuoteBuilder $builder;

    protected function setUp(): void
    {
        // Bulk diesel at 135.4p: a 7% surcharge.
        $this->builder = new QuoteBuilder(new ZoneMap(), new RateCard(), new FuelSurcharge(135.4));
    }

    private function consignment(string $from, string $to): Consignment
    {
        return new Consignment('HX-1042', Postcode::parse($from), Postcode::parse($to));
    }

    public function testSinglePalletWithinTheCentralBelt(): void
    {
        $c = $this->consignment('G41 2PE', 'EH12 9DN')
            ->addPallet(new Pallet(PalletType::Full, 640, 1.8));

        $quote = $this->builder->build($c);

        self::assertSame(6500, $quote->haulage());
        self::assertSame(455, $quote->fuelSurcharge);
        self::assertSame(6955, $quote->net());
        self::assertSame(1391, $quote->vat());
        self::assertSame(8346, $quote->total());
    }

    public function testHighlandDeliveryWithServices(): void
    {
        $c = $this->consignment('G41 2PE', 'IV2 3AB')
            ->addPallet(new Pallet(PalletType::Half, 380, 1.0))
            ->addPallet(new Pallet(PalletType::Full, 720, 1.6))
            ->addService(Service::TailLift)
            ->addService(Service::AmDelivery);

        $quote = $this->builder->build($c);

        // 11200 + 8600 - 10% of 8600, then 2500 + 1500 of services.
        self::assertSame(11200 + 8600 - 860 + 2500 + 1500, $quote->haulage());
        self::assertSame(1326, $quote->fuelSurcharge);
        self::assertSame(24266, $quote->net());
        self::assertSame(29119, $quote->total());
    }

    public function testSaturdayIsFuelSurcharged(): void
    {
        $c = $this->consignment('AB10 1XG', 'DD1 4HN')
            ->addPallet(new Pallet(PalletType::Quarter, 180, 0.7))
            ->addService(Service::Saturday);

        $quote = $this->builder->build($c);

        self::assertSame(4700 + 4500, $quote->haulage());
        self::assertSame(644, $quote->fuelSurcharge);
    }

    public function testEmptyConsignmentCannotBeQuoted(): void
    {
        $this->expectException(\LogicException::class);
        $this->builder->build($this->consignment('G41 2PE', 'EH12 9DN'));
    }

    public function testRenderedQuote(): void
    {
        $c = $this->consignment('G41 2PE', 'HS1 2XA')
            ->addPallet(new Pallet(PalletType::Micro, 90, 0.5))
            ->addService(Service::TailLift);

        $expected = <<<TXT
Quote HX-1042
  Micro pallet, 90 kg, zone 4           £79.00
  Tail-lift delivery                    £25.00
  Fuel surcharge 7%                      £5.53
  Net                                  £109.53
  VAT 20%                               £21.91
  Total                                £131.44

TXT;
        self::assertSame($expected, $this->builder->build($c)->render());
    }
}

