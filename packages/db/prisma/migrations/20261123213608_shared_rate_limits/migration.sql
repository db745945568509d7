-- CreateTable
CREATE TABLE "RateBucket" (
    "key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "lastAttemptAt" BIGINT NOT NULL,
    "forgetAt" BIGINT NOT NULL,

    CONSTRAINT "RateBucket_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "RateBucket_forgetAt_idx" ON "RateBucket"("forgetAt");
