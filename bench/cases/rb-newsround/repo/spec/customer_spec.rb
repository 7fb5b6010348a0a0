# frozen_string_literal: true

RSpec.describe Newsround::Hold do
  it "covers both its first and last day" do
    hold = described_class.new(d("2024-06-10"), d("2024-06-16"))
    expect(hold.covers?(d("2024-06-09"))).to be(false)
    expect(hold.covers?(d("2024-06-10"))).to be(true)
    expect(hold.covers?(d("2024-06-16"))).to be(true)
    expect(hold.covers?(d("2024-06-17"))).to be(false)
    expect(hold.days).to eq(7)
  end

  it "cannot end before it starts" do
    expect { described_class.new(d("2024-06-10"), d("2024-06-09")) }
      .to raise_error(ArgumentError, /ends before it starts/)
  end
end

RSpec.describe Newsround::Customer do
  it "gets each title on the days it comes out" do
    expect(penrose.items_on(d("2024-06-04"), catalogue).map(&:code)).to eq(%w[TIMES RADIOT])
    expect(penrose.items_on(d("2024-06-09"), catalogue).map(&:code)).to eq(%w[STIMES])
  end

  it "can take a daily on some days only" do
    expect(hale.items_on(d("2024-06-07"), catalogue)).to eq([])
    expect(hale.items_on(d("2024-06-08"), catalogue).map(&:code)).to eq(%w[TIMES])
    expect(hale.items_on(d("2024-06-06"), catalogue).map(&:code)).to eq(%w[GAZETTE])
  end

  it "gets nothing while on hold" do
    expect(okafor.held?(d("2024-06-12"))).to be(true)
    expect(okafor.items_on(d("2024-06-12"), catalogue)).to eq([])
    expect(okafor.items_on(d("2024-06-17"), catalogue).map(&:code)).to eq(%w[MIRROR])
  end

  it "gets nothing on Christmas Day" do
    expect(penrose.items_on(d("2024-12-25"), catalogue)).to eq([])
  end
end
