# frozen_string_literal: true

RSpec.describe Embroidery::Design do
  let(:design) { Fixtures.logo }

  it "counts the stitches of all blocks" do
    expect(design.stitch_count).to eq(9000)
  end

  it "counts a colour change between blocks of different shades" do
    expect(design.colour_changes).to eq(3)
  end

  it "does not stop between two blocks of the same shade" do
    blocks = [Embroidery::ColourBlock.new(code: "1001", stitches: 10),
              Embroidery::ColourBlock.new(code: "1001", stitches: 20)]
    same = described_class.new(name: "x", width_mm: 10, height_mm: 10, blocks: blocks)
    expect(same.colour_changes).to eq(0)
  end

  it "lists each thread once, in sewing order" do
    expect(design.thread_codes).to eq(%w[1043 1147 1001])
  end

  it "refuses a fabric it does not know" do
    expect { described_class.new(name: "x", width_mm: 1, height_mm: 1, fabric: :silk) }
      .to raise_error(ArgumentError, /silk/)
  end
end

RSpec.describe Embroidery::Palette do
  it "finds a thread by its code" do
    expect(Fixtures.palette.find("1043").name).to eq("Navy")
  end

  it "raises for a thread not in stock" do
    expect { Fixtures.palette.find("9999") }.to raise_error(Embroidery::Palette::UnknownThread)
  end
end
