<?php

declare(strict_types=1);

namespace TollBridge\Tests;

use InvalidArgumentException;
use PHPUnit\Framework\TestCase;
use TollBridge\Classifier;
use TollBridge\VehicleClass;

final class ClassifierTest extends TestCase
{
    /**
     * @dataProvider vehicles
     */
    public function testClassify(int $axles, int $height, bool $trailer, int $seats, VehicleClass $want): void
    {
        $this->assertSame($want, (new Classifier())->classify($axles, $height, $trailer, $seats));
    }

    public static function vehicles(): array
    {
        return [
            'motorcycle' => [2, 120, false, 1, VehicleClass::Motorcycle],
            'hatchback' => [2, 150, false, 5, VehicleClass::Car],
            'car and caravan' => [4, 160, true, 4, VehicleClass::CarWithTrailer],
            'transit' => [2, 250, false, 3, VehicleClass::Van],
            'minibus' => [2, 260, false, 17, VehicleClass::Bus],
            'artic' => [5, 400, false, 2, VehicleClass::Hgv],
            'estate at the limit' => [2, 194, false, 5, VehicleClass::Car],
        ];
    }

    public function testRejectsNonsense(): void
    {
        $this->expectException(InvalidArgumentException::class);
        (new Classifier())->classify(1, 150);
    }

    public function testLabelsAndTags(): void
    {
        $this->assertSame('Car with trailer', VehicleClass::CarWithTrailer->label());
        $this->assertTrue(VehicleClass::Van->tagEligible());
        $this->assertFalse(VehicleClass::Hgv->tagEligible());
    }
}
