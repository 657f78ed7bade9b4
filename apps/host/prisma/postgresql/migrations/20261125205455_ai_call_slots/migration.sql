-- CreateTable
CREATE TABLE "AiCallSlot" (
    "id" SERIAL NOT NULL,
    "userId" INTEGER NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "AiCallSlot_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "AiCallSlot_userId_expiresAt_idx" ON "AiCallSlot"("userId", "expiresAt");

-- AddForeignKey
ALTER TABLE "AiCallSlot" ADD CONSTRAINT "AiCallSlot_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
