<?php

declare(strict_types=1);

namespace Hartwell\Saddlery\Tests;

use Hartwell\Saddlery\Fitting;
use Hartwell\Saddlery\SaddleModel;
use Hartwell\Saddlery\TreeWidth;
use PHPUnit\Framework\TestCase;

final class FittingTest extends TestCase
{
    public function testFitsTreeAndSeat(): void
    {
        $fit = Fixtures::ainsleyOrder()->fitting;
        $this->assertSame(TreeWidth::MediumWide, $fit->tree);
        $this->assertSame(17.5, $fit->seat);
        $this->assertSame('Hartwell Dressage, 17.5" seat, medium-wide tree', $fit->describe());
    }

    public function testGeneralPurposeHasNoNarrowTree(): void
    {
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Hartwell General Purpose is not made in a narrow tree');
        Fitting::fit(SaddleModel::catalogue('GP'), '27 cm', '45 cm');
    }

    public function testJumpSaddleHasNoEighteenInchSeat(): void
    {
        $this->expectException(\DomainException::class);
        $this->expectExceptionMessage('Hartwell Jump is not made with a 18" seat');
        Fitting::fit(SaddleModel::catalogue('JP'), '31 cm', '53.5 cm');
    }
}
