console.log('[toolchain] dependencies are installed');
