RSpec.describe Swimmeet::SwimTime do
  it "parses seconds and minutes" do
    expect(described_class.parse("31.07").hundredths).to eq(3107)
    expect(described_class.parse("1:02.35").hundredths).to eq(6235)
  end

  it "parses NT as no time" do
    expect(described_class.parse("NT")).to be_no_time
    expect(described_class.parse(nil)).to be_no_time
  end

  it "refuses what is not a time" do
    expect { described_class.parse("1:75.00") }.to raise_error(ArgumentError, /out of range/)
    expect { described_class.parse("fast") }.to raise_error(ArgumentError, /not a swim time/)
  end

  it "orders real times before NT" do
    times = %w[NT 1:02.35 31.07].map { |t| described_class.parse(t) }
    expect(times.sort.map(&:to_s)).to eq(%w[31.07 1:02.35 NT])
  end

  it "formats like the start list" do
    expect(described_class.new(6235).to_s).to eq("1:02.35")
    expect(described_class.new(905).to_s).to eq("9.05")
  end
end
