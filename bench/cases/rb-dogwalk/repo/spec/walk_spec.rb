RSpec.describe Dogwalk::Walk do
  it "keeps a reactive dog off group walks" do
    bolt = dog("Bolt", "Nash", reactive: true)
    expect { described_class.new(dog: bolt, starts_at: at(4, 9), group: true) }.to raise_error(ArgumentError)
  end

  it "refuses walks shorter than half an hour" do
    expect { described_class.new(dog: dog("Pip", "Okafor"), starts_at: at(4, 9), minutes: 20) }
      .to raise_error(ArgumentError, /30 to 120/)
  end

  it "keeps a cancelled booking with its time" do
    walk = described_class.new(dog: dog("Pip", "Okafor"), starts_at: at(4, 9)).cancel(at(3, 18))
    expect(walk).to be_cancelled
    expect(walk.cancelled_at).to eq(at(3, 18))
  end

  it "refuses an unknown size" do
    expect { dog("Moss", "Ince", size: :huge) }.to raise_error(ArgumentError, /unknown size/)
  end
end
